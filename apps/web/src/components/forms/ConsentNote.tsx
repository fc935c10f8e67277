import { Anchor, Text, type TextProps } from '@mantine/core';
import { consentSentence, type ConsentPurpose } from '@app/shared/privacy';

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
      {consentSentence(purpose)}{' '}
      <Anchor href="/privacy-policy" fz="xs" underline="always" c={linkColor}>
        privacy policy
      </Anchor>
      .
    </Text>
  );
}
