import { Anchor, List } from '@mantine/core';
import { m } from '../../lib/i18n';
import { Link, createFileRoute } from '@tanstack/react-router';
import { LegalPage, type LegalSection } from '../../components/LegalPage/LegalPage';
import { COMPANY, LEGAL_SHORT_NAME } from '../../content/company';
import { headLoader, headOfLoader, homeBreadcrumbJsonLd } from '../../lib/seo';

const description = (name: string) => m.terms_head_description({ name });

export const Route = createFileRoute('/_site/terms-conditions')({
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader((site) => ({
    title: m.terms_title(),
    description: description(site.company.name),
    keywords: m.terms_head_keywords({ name: site.company.name }),
    path: '/terms-conditions',
    jsonLd: homeBreadcrumbJsonLd(site, m.terms_title(), '/terms-conditions'),
  })),
  component: TermsPage,
});

/** When the terms last changed, in the page's language. */
const termsUpdated = () => m.terms_updated();

const sections = (): LegalSection[] => [
  {
    id: 'acceptance',
    heading: m.terms_acceptance_heading(),
    body: [m.terms_acceptance_p1({ legalName: COMPANY.legalName, shortName: LEGAL_SHORT_NAME }), m.terms_acceptance_p2()],
  },
  {
    id: 'services',
    heading: m.terms_services_heading(),
    body: [m.terms_services_p1({ shortName: LEGAL_SHORT_NAME }), m.terms_services_p2()],
  },
  {
    id: 'use',
    heading: m.terms_use_heading(),
    body: [
      m.terms_use_p1(),
      <List key="use-list" spacing={6} withPadding>
        <List.Item>{m.terms_use_false()}</List.Item>
        <List.Item>{m.terms_use_fraudulent()}</List.Item>
        <List.Item>{m.terms_use_viruses()}</List.Item>
        <List.Item>{m.terms_use_unauthorized()}</List.Item>
        <List.Item>{m.terms_use_scrape()}</List.Item>
        <List.Item>{m.terms_use_spam()}</List.Item>
      </List>,
    ],
  },
  {
    id: 'job-seekers',
    heading: m.terms_seekers_heading(),
    body: [m.terms_seekers_p1(), m.terms_seekers_p2(), m.terms_seekers_p3()],
  },
  {
    id: 'employers',
    heading: m.terms_employers_heading(),
    body: [m.terms_employers_p1(), m.terms_employers_p2()],
  },
  {
    id: 'quotes',
    heading: m.terms_quotes_heading(),
    body: [m.terms_quotes_p1()],
  },
  {
    id: 'intellectual-property',
    heading: m.terms_ip_heading(),
    body: [m.terms_ip_p1({ legalName: COMPANY.legalName }), m.terms_ip_p2({ legalName: COMPANY.legalName, shortName: LEGAL_SHORT_NAME })],
  },
  {
    id: 'submissions',
    heading: m.terms_submissions_heading(),
    body: [m.terms_submissions_p1()],
  },
  {
    id: 'third-party',
    heading: m.terms_third_party_heading(),
    body: [m.terms_third_party_p1()],
  },
  {
    id: 'disclaimer',
    heading: m.terms_disclaimer_heading(),
    body: [m.terms_disclaimer_p1()],
  },
  {
    id: 'liability',
    heading: m.terms_liability_heading(),
    body: [m.terms_liability_p1({ legalName: COMPANY.legalName })],
  },
  {
    id: 'indemnity',
    heading: m.terms_indemnity_heading(),
    body: [m.terms_indemnity_p1({ legalName: COMPANY.legalName })],
  },
  {
    id: 'privacy',
    heading: m.terms_privacy_heading(),
    body: [
      <span key="privacy">
        {m.terms_privacy_before()}{' '}
        <Anchor underline="always" component={Link} to="/privacy-policy">
          {m.privacy_title()}
        </Anchor>
        {m.terms_privacy_after()}
      </span>,
    ],
  },
  {
    id: 'changes',
    heading: m.terms_changes_heading(),
    body: [m.terms_changes_p1()],
  },
  {
    id: 'governing-law',
    heading: m.terms_law_heading(),
    body: [m.terms_law_p1(), m.terms_law_p2()],
  },
];

function TermsPage() {
  return (
    <LegalPage
      title={m.terms_title()}
      updated={termsUpdated()}
      navLabel={m.terms_nav_label()}
      bodyLineHeight={1.7}
      blockFontSize="md"
      intro={<>{m.terms_intro({ date: termsUpdated() })}</>}
      sections={sections()}
      contact={{
        heading: m.terms_contact_heading(),
        body: (company) => (
          <>
            {m.terms_contact_before_email()}{' '}
            <Anchor underline="always" href={`mailto:${company.email}`}>
              {company.email}
            </Anchor>
            {m.terms_contact_call()}{' '}
            <Anchor underline="always" href={company.phoneHref}>
              {company.phone}
            </Anchor>{' '}
            {m.terms_contact_write({ hours: company.openHours, legalName: company.legalName, address: company.address })}
          </>
        ),
      }}
    />
  );
}
