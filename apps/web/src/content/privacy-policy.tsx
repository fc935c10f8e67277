import { Anchor, List } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DEFAULT_RETENTION as RETENTION } from '@app/shared/privacy';
import type { LegalSection } from '../components/LegalPage/LegalPage';
import { PrivacyRequestForm } from '../components/privacy/PrivacyRequestForm';
import { COMPANY, LEGAL_SHORT_NAME } from './company';

/**
 * The copy of the privacy policy (/privacy-policy). Its version and date are PRIVACY_POLICY in
 * @app/shared: every consent a form records names the version, so a change of substance here
 * goes with a new version there. The retention periods are the defaults of Site Settings → Privacy.
 */

const bullets = (key: string, items: ReactNode[]) => (
  <List key={key} spacing={6} withPadding>
    {items.map((item, index) => (
      <List.Item key={index}>{item}</List.Item>
    ))}
  </List>
);

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'scope',
    heading: '1. Our Commitment and Scope',
    body: [
      `${COMPANY.legalName} ("${LEGAL_SHORT_NAME}", "we", "us" or "our") respects your privacy and is committed to protecting the personal information entrusted to us. This Privacy Policy explains how we collect, use, disclose, retain and safeguard personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and its ten fair information principles.`,
      'This policy applies to personal information we collect through our website, by email and telephone, and in the course of providing staffing and recruitment, warehouse and transportation services. It applies to job seekers and candidates, client and employer contacts, carriers, newsletter subscribers and website visitors.',
    ],
  },
  {
    id: 'accountability',
    heading: '2. Accountability',
    body: [
      'We are responsible for personal information under our control. We have designated a Privacy Officer who is accountable for our compliance with this policy and with PIPEDA. Our employees are trained on their privacy obligations, and service providers who handle personal information for us are bound by contract to protect it to a comparable standard.',
    ],
  },
  {
    id: 'collection',
    heading: '3. Information We Collect',
    body: [
      'We collect only the personal information we need for the purposes described in this policy. Depending on how you interact with us, this may include:',
      bullets('collect-list', [
        <>
          <strong>Job seekers and candidates:</strong> your name, email address, phone number, resumé or a link to it, cover letter, work history, skills,
          certifications (for example forklift or WHMIS), availability and employment references.
        </>,
        <>
          <strong>Employers and clients:</strong> the name, business email, phone number and company of your contacts, and details of job postings, staffing
          needs or quote requests.
        </>,
        <>
          <strong>Carriers:</strong> company and contact details, fleet size, equipment and service areas.
        </>,
        <>
          <strong>Enquiries and newsletter:</strong> the information you provide in our contact form, such as your name, email, phone, company, subject and
          message, and the email address you subscribe with.
        </>,
        <>
          <strong>Website visitors:</strong> technical information such as your browser type, device, pages viewed and the date and time of your visit,
          collected through cookies and similar technologies.
        </>,
      ]),
      'We do not ask for your Social Insurance Number, banking information or similar sensitive details through our website. If you are placed on an assignment, we collect what is legally required for payroll and employment records directly and securely at that time.',
    ],
  },
  {
    id: 'purposes',
    heading: '4. How We Use Your Information',
    body: [
      'We identify the purposes for collecting personal information at or before the time we collect it. We use personal information to:',
      bullets('purpose-list', [
        'review job applications, match candidates with suitable positions and arrange interviews;',
        'share candidate profiles with prospective employers, with your consent;',
        'review, publish and manage job postings submitted by employers;',
        'prepare quotes and deliver staffing, warehouse and transportation services;',
        'respond to your enquiries and requests within our stated response times;',
        'send our newsletter and updates you have asked for (you can unsubscribe at any time);',
        'operate, secure and improve our website; and',
        'meet our legal, regulatory and contractual obligations.',
      ]),
    ],
  },
  {
    id: 'consent',
    heading: '5. Consent',
    body: [
      'We collect, use and disclose personal information only with your knowledge and consent, except where otherwise permitted or required by law. Consent may be express, for example when you submit an application or tick a box, or implied, for example when you give us your contact details so that we can respond to an enquiry.',
      'You may withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice, by contacting our Privacy Officer. If you withdraw consent, we will explain the likely consequences, for example that we may no longer be able to consider you for positions or provide a service.',
      'Each form on our website that asks for personal information says, beside its submit button, what we will use it for. When you send the form, we record with your information what you agreed to, the version of this policy in force and the date and time. Details sent to us through our programming interface without that statement are recorded as given for the purpose of the form they were sent to.',
    ],
  },
  {
    id: 'disclosure',
    heading: '6. Limiting Use and Disclosure',
    body: [
      'We do not sell, rent or trade your personal information. We disclose it only for the purposes for which it was collected, including:',
      bullets('disclosure-list', [
        'to employers and clients considering you for a position, with your consent;',
        'to service providers who host our website, deliver email or support our operations, under contracts that require them to protect the information and use it only for our purposes;',
        'to carriers and partners as needed to move a shipment you have booked with us; and',
        'where required or permitted by law, for example in response to a court order or to protect the rights, property or safety of our employees, clients or others.',
      ]),
      'Some of our service providers may store or process information outside Canada, including in the United States. When that happens, the information is subject to the laws of that jurisdiction, and we use contractual and other measures to protect it.',
    ],
  },
  {
    id: 'retention',
    heading: '7. Retention',
    body: [
      'We keep personal information only for as long as it is needed to fulfil the purposes for which it was collected, or as long as required by law. For example, payroll and employment records are kept for the periods required by the Employment Standards Act, 2000 and Canada Revenue Agency rules, and candidate files are kept while you remain active with us so we can consider you for new opportunities.',
      'When personal information is no longer required, we securely destroy it, erase it or make it anonymous. Personal information that has been used to make a decision about you is kept long enough to allow you to request access to it.',
      'Information sent through our website is kept for these periods, after which a daily process deletes it or makes it anonymous:',
      bullets('retention-list', [
        <>
          <strong>Job applications and uploaded resumés:</strong> {RETENTION.applicationsMonths} months after the job posting closes. The application is then
          made anonymous: your name, contact details, cover letter and resumé are erased, and only the job, the date and the outcome remain.
        </>,
        <>
          <strong>Contact messages, quote requests and carrier requests:</strong> {RETENTION.leadsMonths} months after we receive them.
        </>,
        <>
          <strong>Emails we send you:</strong> our copy is kept {RETENTION.sentMailDays} days.
        </>,
        <>
          <strong>Job alerts:</strong> an alert that is not confirmed by its emailed link within {RETENTION.unconfirmedAlertDays} days is deleted; a confirmed
          alert, and a newsletter subscription, last until you unsubscribe.
        </>,
        <>
          <strong>Records of our staff's actions:</strong> {RETENTION.auditLogMonths / 12} year{RETENTION.auditLogMonths === 12 ? '' : 's'}, and failed sign-in
          attempts 90 days.
        </>,
      ]),
    ],
  },
  {
    id: 'accuracy',
    heading: '8. Accuracy',
    body: [
      'We make reasonable efforts to keep personal information as accurate, complete and up to date as necessary for the purposes for which it is used, particularly when it is used to make decisions about you or is shared with an employer. Please tell us when your contact details, availability or qualifications change. If you show that information we hold is inaccurate or incomplete, we will correct it and, where appropriate, inform third parties who received it.',
    ],
  },
  {
    id: 'safeguards',
    heading: '9. Safeguards',
    body: [
      'We protect personal information with security safeguards appropriate to its sensitivity, including physical measures (locked offices and restricted access), organizational measures (staff training, confidentiality obligations and access on a need-to-know basis) and technological measures (encrypted connections, password-protected systems and secure cookies for administrative sessions). No method of transmission or storage is completely secure, but we work to protect your information against loss, theft and unauthorized access, use or disclosure.',
    ],
  },
  {
    id: 'access',
    heading: '10. Access to Your Information',
    body: [
      'You have the right to know whether we hold personal information about you, to ask how it has been used and to whom it has been disclosed, and to request access to it. Send your request in writing to our Privacy Officer. We may ask you to verify your identity before we release any information.',
      'We will respond to access requests within 30 days of receiving them. If we need more time, or if we cannot provide access, for example because the record contains information about another person or is subject to legal privilege, we will tell you in writing, with our reasons, within that 30-day period. Access is provided free of charge or at minimal cost, and we will tell you of any cost before processing your request.',
      'You can also ask for your information, or ask us to delete it, with the form below. We email the address you give a link to confirm that the request is yours; the request counts from the moment you follow it. A copy of your information is sent as a download link, valid for 7 days. When we delete your information, a job application is kept only as an anonymous record (the job, the date and the outcome), so that our hiring figures stay accurate.',
      <PrivacyRequestForm key="privacy-request-form" />,
    ],
  },
  {
    id: 'cookies',
    heading: '11. Cookies and Similar Technologies',
    body: [
      'Our website uses cookies, small text files stored on your device, to keep the site working, remember your preferences, keep administrative sessions secure and understand how visitors use our pages so that we can improve them. Session cookies are deleted when you close your browser. Persistent cookies are kept for a set period, up to 2 years, unless you delete them sooner.',
      'You can set your browser to refuse or delete cookies. If you do, some parts of the website may not work as intended. Our website may also store content in your browser so that pages load quickly and remain available when your connection is poor; you can clear this data through your browser settings.',
    ],
  },
  {
    id: 'links',
    heading: '12. Third-Party Websites',
    body: [
      "Our website contains links to third-party websites and social networks, including the share buttons on our articles. When you follow those links or share content, the third party's own privacy policy applies. We are not responsible for the privacy practices of websites we do not operate.",
    ],
  },
  {
    id: 'children',
    heading: '13. Minors',
    body: [
      'Our website and services are intended for adults and for young people of legal working age in Ontario. We do not knowingly collect personal information from children under the age of 14. If you believe a child has provided us with personal information, please contact us so that we can delete it.',
    ],
  },
  {
    id: 'challenges',
    heading: '14. Questions and Complaints',
    body: [
      'If you have a question or concern about our privacy practices, please contact our Privacy Officer first. We will investigate every complaint and, if it is justified, take appropriate measures, including changing our policies and practices. If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada at www.priv.gc.ca or 1-800-282-1376.',
    ],
  },
  {
    id: 'changes',
    heading: '15. Changes to This Policy',
    body: [
      <span key="changes">
        We may update this Privacy Policy from time to time. The updated policy takes effect when it is posted on this page, and the "Last updated" date will
        change. Please also read our{' '}
        <Anchor underline="always" component={Link} to="/terms-conditions">
          Terms &amp; Conditions
        </Anchor>
        , which govern your use of the website.
      </span>,
    ],
  },
];
