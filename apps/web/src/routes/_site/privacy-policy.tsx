import { Anchor } from '@mantine/core';
import { m } from '../../lib/i18n';
import { formatCalendarDate } from '../../lib/format';
import { createFileRoute } from '@tanstack/react-router';
import { PRIVACY_POLICY } from '@app/shared/privacy';
import { LegalPage } from '../../components/LegalPage/LegalPage';
import { privacySections } from '../../content/privacy-policy';
import { headLoader, headOfLoader, homeBreadcrumbJsonLd } from '../../lib/seo';

const description = (company: string) => m.privacy_head_description({ company });

/** The policy's date in the page's language. */
const updatedOn = () => formatCalendarDate(PRIVACY_POLICY.date);

export const Route = createFileRoute('/_site/privacy-policy')({
  codeSplitGroupings: [['loader', 'component']],
  head: headOfLoader,
  loader: headLoader((site) => ({
    title: m.privacy_title(),
    description: description(site.company.name),
    keywords: m.privacy_head_keywords({ company: site.company.name }),
    path: '/privacy-policy',
    jsonLd: homeBreadcrumbJsonLd(site, m.privacy_title(), '/privacy-policy'),
  })),
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <LegalPage
      title={m.privacy_title()}
      updated={m.privacy_updated({ date: updatedOn(), version: PRIVACY_POLICY.version })}
      navLabel={m.privacy_nav_label()}
      intro={<>{m.privacy_intro()}</>}
      sections={privacySections()}
      contact={{
        heading: m.privacy_contact_heading(),
        body: (company) => (
          <>
            {m.privacy_contact_before_email({ legalName: company.legalName, address: company.address })}{' '}
            <Anchor underline="always" href={`mailto:${company.email}`}>
              {company.email}
            </Anchor>{' '}
            {m.privacy_contact_before_phone()}{' '}
            <Anchor underline="always" href={company.phoneHref}>
              {company.phone}
            </Anchor>{' '}
            ({company.openHours}).
          </>
        ),
      }}
    />
  );
}
