import { Anchor, Text, type TextProps } from '@mantine/core';
import { consentSentence, type ConsentPurpose } from '@app/shared/privacy';
import { currentLocale, localHref, m } from '../../lib/i18n';

/** The purposes in French (the English ones are the shared CONSENT_PURPOSES, which the server stores). */
const FRENCH_PURPOSES: Readonly<Record<ConsentPurpose, () => string>> = {
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
      {currentLocale() === 'fr' ? m.consent_sentence({ purpose: FRENCH_PURPOSES[purpose]() }) : consentSentence(purpose)}{' '}
      <Anchor href={localHref('/privacy-policy')} fz="xs" underline="always" c={linkColor}>
        {m.consent_privacy_policy()}
      </Anchor>
      .
    </Text>
  );
}
