import { Anchor } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { PRIVACY_POLICY } from '@app/shared/privacy';
import { LegalPage } from '../../components/LegalPage/LegalPage';
import { PRIVACY_SECTIONS } from '../../content/privacy-policy';
import { homeBreadcrumbJsonLd, siteHead } from '../../lib/seo';

const description = (company: string) =>
  `How ${company} collects, uses, retains and protects personal information under PIPEDA, how we use cookies, and how to request access to your information.`;

export const Route = createFileRoute('/_site/privacy-policy')({
  head: siteHead((site) => ({
    title: 'Privacy Policy',
    description: description(site.company.name),
    keywords: `privacy policy, PIPEDA, personal information, cookies, ${site.company.name} privacy, staffing agency privacy Ontario`,
    path: '/privacy-policy',
    jsonLd: homeBreadcrumbJsonLd(site, 'Privacy Policy', '/privacy-policy'),
  })),
  component: PrivacyPage,
});

function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={`${PRIVACY_POLICY.updated} · Version ${PRIVACY_POLICY.version}`}
      navLabel="Privacy policy sections"
      intro={
        <>
          Your privacy matters to us. This policy describes what personal information we collect, why we collect it, how long we keep it and the choices and
          rights you have, including your right to access your information under Canadian privacy law.
        </>
      }
      sections={PRIVACY_SECTIONS}
      contact={{
        heading: '16. Contact Our Privacy Officer',
        body: (company) => (
          <>
            Privacy Officer, {company.legalName}, {company.address}, Canada. Email{' '}
            <Anchor underline="always" href={`mailto:${company.email}`}>
              {company.email}
            </Anchor>{' '}
            (subject line "Privacy Request") or call{' '}
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
