import { Anchor, Text, type TextProps } from '@mantine/core';
import { consentSentence, type ConsentPurpose } from '@app/shared/privacy';
import { localizePath } from '@app/shared/locale-paths';
import { currentLocale, m } from '../../lib/i18n';

/** Each purpose's sentence in French (consentSentence gives the English one). */
const FRENCH_SENTENCES: Record<ConsentPurpose, () => string> = {
  application: m.consent_application,
  jobPost: m.consent_job_post,
  contact: m.consent_contact,
  transportationQuote: m.consent_transportation_quote,
  warehouseQuote: m.consent_warehouse_quote,
  carrier: m.consent_carrier,
  newsletter: m.consent_newsletter,
  jobAlert: m.consent_job_alert,
};

/**
 * The purpose line beside a public form's submit button (PIPEDA: what the details are for, at the
 * time they are collected), with the link to the privacy policy. Sending the form is the consent:
 * the form sends `consent: true`, and the server stores the purpose, the policy version and the time
 * with the record. No checkbox: nothing new to tick. A plain link, so the line works in any form,
 * inside the router or not.
 */
export function ConsentNote({ purpose, linkColor, ...props }: { purpose: ConsentPurpose; linkColor?: string } & TextProps) {
  return (
    <Text fz="xs" c="gray.7" data-testid="consent-note" {...props}>
      {currentLocale() === 'en' ? consentSentence(purpose) : FRENCH_SENTENCES[purpose]()}{' '}
      <Anchor href={localizePath('/privacy-policy', currentLocale())} fz="xs" underline="always" c={linkColor}>
        {m.my_apps_privacy_link()}
      </Anchor>
      .
    </Text>
  );
}
