import { Anchor, List } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DEFAULT_RETENTION as RETENTION } from '@app/shared/privacy';
import type { LegalSection } from '../components/LegalPage/LegalPage';
import { PrivacyRequestForm } from '../components/privacy/PrivacyRequestForm';
import { m } from '../lib/i18n';
import { COMPANY, LEGAL_SHORT_NAME } from './company';

/**
 * The copy of the privacy policy (/privacy-policy), in the page's language (the texts are in
 * messages/pages). Its version and date are PRIVACY_POLICY in @app/shared: every consent a form
 * records names the version, so a change of substance here goes with a new version there (in both
 * languages). The retention periods are the defaults of Site Settings → Privacy.
 */

const bullets = (key: string, items: ReactNode[]) => (
  <List key={key} spacing={6} withPadding>
    {items.map((item, index) => (
      <List.Item key={index}>{item}</List.Item>
    ))}
  </List>
);

/** A bullet with a bold lead-in. */
const lead = (label: string, text: ReactNode) => (
  <>
    <strong>{label}</strong> {text}
  </>
);

export const privacySections = (): LegalSection[] => [
  {
    id: 'scope',
    heading: m.privacy_scope_heading(),
    body: [m.privacy_scope_p1({ legalName: COMPANY.legalName, shortName: LEGAL_SHORT_NAME }), m.privacy_scope_p2()],
  },
  {
    id: 'accountability',
    heading: m.privacy_accountability_heading(),
    body: [m.privacy_accountability_p1()],
  },
  {
    id: 'collection',
    heading: m.privacy_collection_heading(),
    body: [
      m.privacy_collection_p1(),
      bullets('collect-list', [
        lead(m.privacy_collection_candidates_label(), m.privacy_collection_candidates_text()),
        lead(m.privacy_collection_employers_label(), m.privacy_collection_employers_text()),
        lead(m.privacy_collection_carriers_label(), m.privacy_collection_carriers_text()),
        lead(m.privacy_collection_enquiries_label(), m.privacy_collection_enquiries_text()),
        lead(m.privacy_collection_visitors_label(), m.privacy_collection_visitors_text()),
      ]),
      m.privacy_collection_p2(),
    ],
  },
  {
    id: 'purposes',
    heading: m.privacy_purposes_heading(),
    body: [
      m.privacy_purposes_p1(),
      bullets('purpose-list', [
        m.privacy_purposes_review(),
        m.privacy_purposes_share(),
        m.privacy_purposes_postings(),
        m.privacy_purposes_quotes(),
        m.privacy_purposes_respond(),
        m.privacy_purposes_newsletter(),
        m.privacy_purposes_website(),
        m.privacy_purposes_legal(),
      ]),
    ],
  },
  {
    id: 'consent',
    heading: m.privacy_consent_heading(),
    body: [m.privacy_consent_p1(), m.privacy_consent_p2(), m.privacy_consent_p3()],
  },
  {
    id: 'disclosure',
    heading: m.privacy_disclosure_heading(),
    body: [
      m.privacy_disclosure_p1(),
      bullets('disclosure-list', [
        m.privacy_disclosure_employers(),
        m.privacy_disclosure_providers(),
        m.privacy_disclosure_carriers(),
        m.privacy_disclosure_law(),
      ]),
      m.privacy_disclosure_p2(),
    ],
  },
  {
    id: 'retention',
    heading: m.privacy_retention_heading(),
    body: [
      m.privacy_retention_p1(),
      m.privacy_retention_p2(),
      m.privacy_retention_p3(),
      bullets('retention-list', [
        lead(m.privacy_retention_applications_label(), m.privacy_retention_applications_text({ months: RETENTION.applicationsMonths })),
        lead(m.privacy_retention_leads_label(), m.privacy_retention_leads_text({ months: RETENTION.leadsMonths })),
        lead(m.privacy_retention_mail_label(), m.privacy_retention_mail_text({ days: RETENTION.sentMailDays })),
        lead(m.privacy_retention_alerts_label(), m.privacy_retention_alerts_text({ days: RETENTION.unconfirmedAlertDays })),
        lead(
          m.privacy_retention_audit_label(),
          RETENTION.auditLogMonths === 12 ? m.privacy_retention_audit_one() : m.privacy_retention_audit_many({ years: RETENTION.auditLogMonths / 12 }),
        ),
      ]),
    ],
  },
  {
    id: 'accuracy',
    heading: m.privacy_accuracy_heading(),
    body: [m.privacy_accuracy_p1()],
  },
  {
    id: 'safeguards',
    heading: m.privacy_safeguards_heading(),
    body: [m.privacy_safeguards_p1()],
  },
  {
    id: 'access',
    heading: m.privacy_access_heading(),
    body: [m.privacy_access_p1(), m.privacy_access_p2(), m.privacy_access_p3(), <PrivacyRequestForm key="privacy-request-form" />],
  },
  {
    id: 'cookies',
    heading: m.privacy_cookies_heading(),
    body: [m.privacy_cookies_p1(), m.privacy_cookies_p2()],
  },
  {
    id: 'links',
    heading: m.privacy_links_heading(),
    body: [m.privacy_links_p1()],
  },
  {
    id: 'children',
    heading: m.privacy_children_heading(),
    body: [m.privacy_children_p1()],
  },
  {
    id: 'challenges',
    heading: m.privacy_challenges_heading(),
    body: [m.privacy_challenges_p1()],
  },
  {
    id: 'changes',
    heading: m.privacy_changes_heading(),
    body: [
      <span key="changes">
        {m.privacy_changes_p1()}{' '}
        <Anchor underline="always" component={Link} to="/terms-conditions">
          {m.privacy_changes_terms_link()}
        </Anchor>
        {m.privacy_changes_p1_after()}
      </span>,
    ],
  },
];
