import { expect, it } from 'vitest';
import { CONSENT_REQUIRED_MESSAGE, PRIVACY_POLICY_VERSION } from '@app/shared/privacy';
import { consentOf } from '../../src/features/privacy/consent.ts';

const NOW = new Date('2031-05-01T12:00:00Z');

it("consentOf ({impliedConsent, now}): 'given' when the form sends consent, 'implied-api' for a documented REST call without it, else 400", () => {
  const record = { consentPurpose: 'contact', policyVersion: PRIVACY_POLICY_VERSION, consentedAt: NOW };
  expect(consentOf({ impliedConsent: false, now: () => NOW }, { consent: true }, 'contact')).toEqual({ consent: 'given', ...record });
  expect(consentOf({ impliedConsent: true, now: () => NOW }, {}, 'contact')).toEqual({ consent: 'implied-api', ...record });
  for (const [impliedConsent, input] of [
    [false, {}],
    [true, { consent: false }],
    [false, { consent: false }],
  ] as const) {
    expect(() => consentOf({ impliedConsent, now: () => NOW }, input, 'contact')).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST', message: CONSENT_REQUIRED_MESSAGE }),
    );
  }
});
