import { Anchor, List } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { LegalPage, type LegalSection } from '../../components/LegalPage/LegalPage';
import { COMPANY, LEGAL_SHORT_NAME } from '../../content/company';
import { homeBreadcrumbJsonLd, siteHead } from '../../lib/seo';

const description = (name: string) => `The terms and conditions for using the ${name} website and services, governed by the laws of the Province of Ontario.`;

export const Route = createFileRoute('/_site/terms-conditions')({
  head: siteHead((site) => ({
    title: 'Terms & Conditions',
    description: description(site.company.name),
    keywords: `terms and conditions, website terms, ${site.company.name} terms, staffing agency terms Ontario`,
    path: '/terms-conditions',
    jsonLd: homeBreadcrumbJsonLd(site, 'Terms & Conditions', '/terms-conditions'),
  })),
  component: TermsPage,
});

const TERMS_UPDATED = 'December 2022';

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    heading: '1. Acceptance of These Terms',
    body: [
      `These Terms and Conditions ("Terms") govern your access to and use of the website operated by ${COMPANY.legalName} ("${LEGAL_SHORT_NAME}", "we", "us" or "our"), including every page, form and service offered through it (together, the "Website"). By accessing or using the Website, you agree to be bound by these Terms. If you do not agree, please do not use the Website.`,
      'If you use the Website on behalf of a business or other organization, you confirm that you have the authority to accept these Terms on its behalf, and "you" includes that organization.',
    ],
  },
  {
    id: 'services',
    heading: '2. Our Services',
    body: [
      `${LEGAL_SHORT_NAME} provides staffing and recruitment, warehouse services and transportation and freight services to businesses in Ontario and across Canada. The Website lets job seekers browse and apply for job opportunities, lets employers submit job postings and request staffing, warehousing or freight quotes, lets carriers ask to join our network, and offers articles and general information about our industry.`,
      'Information on the Website is provided for general purposes only. Any staffing, warehousing or transportation engagement is governed by a separate written agreement between you and us, and that agreement prevails over these Terms if the two conflict.',
    ],
  },
  {
    id: 'use',
    heading: '3. Acceptable Use of the Website',
    body: [
      'You agree to use the Website only for lawful purposes and in a way that does not infringe the rights of, or restrict the use of the Website by, anyone else. In particular, you agree not to:',
      <List key="use-list" spacing={6} withPadding>
        <List.Item>submit information that is false, misleading, incomplete or that belongs to someone else without their permission;</List.Item>
        <List.Item>post job opportunities that are fraudulent, that require payment from applicants, or that do not correspond to a real position;</List.Item>
        <List.Item>upload or transmit viruses, malicious code or any material that could damage or impair the Website or the devices of other users;</List.Item>
        <List.Item>
          attempt to gain unauthorized access to any part of the Website, including the administrative area, or to other users' information;
        </List.Item>
        <List.Item>use automated tools to scrape, copy or harvest content or personal information from the Website; or</List.Item>
        <List.Item>use the Website to send unsolicited commercial messages contrary to Canada's Anti-Spam Legislation (CASL).</List.Item>
      </List>,
    ],
  },
  {
    id: 'job-seekers',
    heading: '4. Job Seekers',
    body: [
      'When you apply for a position through the Website, you confirm that the information in your application, cover letter and resumé is accurate and complete to the best of your knowledge. You authorize us to review your application, contact you about it and share it with the employer offering the position or with other employers for suitable roles, as described in our Privacy Policy.',
      'Submitting an application does not guarantee an interview, an offer of employment or a placement. Job descriptions, pay rates and schedules are provided by employers and may change. Final hiring decisions are made by the employer or, for temporary assignments, by us in consultation with our client.',
      'We never charge job seekers a fee to apply for a job or to be placed with an employer.',
    ],
  },
  {
    id: 'employers',
    heading: '5. Employers and Job Postings',
    body: [
      'Employers who submit a job posting confirm that the position is genuine, that they are authorized to recruit for it, and that the posting complies with all applicable laws, including the Ontario Human Rights Code, the Employment Standards Act, 2000 and the Occupational Health and Safety Act.',
      'All job postings are reviewed before they are published. We may edit a posting for clarity or formatting, and we may decline, suspend or remove any posting at our discretion, for example if it appears to be discriminatory, misleading or incomplete. Publishing a posting does not guarantee any number or quality of applicants.',
    ],
  },
  {
    id: 'quotes',
    heading: '6. Quotes and Service Requests',
    body: [
      'Quote requests for staffing, warehousing or transportation services submitted through the Website are enquiries only. Any quote we provide is an estimate based on the information you give us, is valid for the period stated in it, and becomes binding only when both parties sign a service agreement or confirm a written order. Rates, transit times and availability depend on capacity, volumes, freight characteristics and other factors at the time of service.',
    ],
  },
  {
    id: 'intellectual-property',
    heading: '7. Intellectual Property',
    body: [
      `The Website and its content, including text, graphics, logos, images, articles and software, are owned by or licensed to ${COMPANY.legalName} and are protected by Canadian and international copyright and trademark laws. You may view and print pages of the Website for your personal, non-commercial use. You may not copy, reproduce, republish, modify or distribute any content without our prior written consent.`,
      `The ${LEGAL_SHORT_NAME} name and logo are trademarks of ${COMPANY.legalName}. Nothing on the Website grants you a licence to use them.`,
    ],
  },
  {
    id: 'submissions',
    heading: '8. Information You Submit',
    body: [
      'You keep ownership of the information you submit through the Website, such as applications, job postings and messages. You grant us a non-exclusive, royalty-free licence to use, store, reproduce and display that information as needed to provide our services, to publish approved job postings and to respond to your requests. We handle personal information in accordance with our Privacy Policy.',
    ],
  },
  {
    id: 'third-party',
    heading: '9. Third-Party Links and Services',
    body: [
      'The Website may contain links to websites or services operated by third parties, including social networks and employer websites. We provide these links for convenience only. We do not control and are not responsible for the content, privacy practices or availability of third-party sites, and a link does not mean we endorse them.',
    ],
  },
  {
    id: 'disclaimer',
    heading: '10. Disclaimer',
    body: [
      'The Website is provided on an "as is" and "as available" basis. While we work to keep information accurate and up to date, we make no representations or warranties of any kind, express or implied, about the completeness, accuracy, reliability or availability of the Website or its content, including job listings, articles and market information. We do not warrant that the Website will be uninterrupted, secure or free of errors or harmful components.',
    ],
  },
  {
    id: 'liability',
    heading: '11. Limitation of Liability',
    body: [
      `To the fullest extent permitted by law, ${COMPANY.legalName} and its directors, officers, employees and agents are not liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or business opportunity, arising out of or related to your use of, or inability to use, the Website, even if we have been advised of the possibility of such damages. Nothing in these Terms limits any liability that cannot be limited under applicable law.`,
    ],
  },
  {
    id: 'indemnity',
    heading: '12. Indemnification',
    body: [
      `You agree to indemnify and hold harmless ${COMPANY.legalName} and its directors, officers, employees and agents from any claims, losses, liabilities, damages and expenses, including reasonable legal fees, arising from your breach of these Terms, your misuse of the Website or information you submit through it.`,
    ],
  },
  {
    id: 'privacy',
    heading: '13. Privacy',
    body: [
      <span key="privacy">
        Your use of the Website is also governed by our{' '}
        <Anchor underline="always" component={Link} to="/privacy-policy">
          Privacy Policy
        </Anchor>
        , which explains how we collect, use, retain and protect personal information in accordance with the Personal Information Protection and Electronic
        Documents Act (PIPEDA).
      </span>,
    ],
  },
  {
    id: 'changes',
    heading: '14. Changes to These Terms',
    body: [
      'We may update these Terms from time to time to reflect changes in our services, the Website or the law. The updated Terms take effect when they are posted on this page, and the "Last updated" date above will change. Your continued use of the Website after changes are posted means you accept the updated Terms.',
    ],
  },
  {
    id: 'governing-law',
    heading: '15. Governing Law and Jurisdiction',
    body: [
      'These Terms and any dispute arising out of or relating to them or to the Website are governed by the laws of the Province of Ontario and the federal laws of Canada applicable in Ontario, without regard to conflict of law principles. You agree to submit to the exclusive jurisdiction of the courts located in the Province of Ontario.',
      'If any provision of these Terms is found to be invalid or unenforceable, the remaining provisions remain in full force and effect. Our failure to enforce any provision is not a waiver of our right to do so later.',
    ],
  },
];

function TermsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      updated={TERMS_UPDATED}
      navLabel="Terms sections"
      bodyLineHeight={1.7}
      blockFontSize="md"
      intro={
        <>
          Please read these Terms and Conditions carefully before using our website. They explain your rights and responsibilities when you browse our site,
          apply for jobs, post positions or request our services. These Terms were last updated in {TERMS_UPDATED}.
        </>
      }
      sections={SECTIONS}
      contact={{
        heading: '16. Contact Us',
        body: (company) => (
          <>
            If you have questions about these Terms, please contact us at{' '}
            <Anchor underline="always" href={`mailto:${company.email}`}>
              {company.email}
            </Anchor>
            , call{' '}
            <Anchor underline="always" href={company.phoneHref}>
              {company.phone}
            </Anchor>{' '}
            ({company.openHours}) or write to {company.legalName}, {company.address}, Canada.
          </>
        ),
      }}
    />
  );
}
