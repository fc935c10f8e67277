import { TRPCError } from '@trpc/server';
import { CONSENT_REQUIRED_MESSAGE, PRIVACY_POLICY_VERSION, type ConsentKind, type ConsentPurpose } from '@app/shared/privacy';
import type { ConsentFields } from '@app/shared/schemas/inputs';

/** What is stored with a record of personal data: how consent was given, for what, to which policy version, when. */
export interface ConsentRecord {
  consent: ConsentKind;
  consentPurpose: ConsentPurpose;
  policyVersion: string;
  consentedAt: Date;
}

/**
 * The consent of a public form's submission: `consent: true` (the site's forms send it) is
 * 'given'; left out by a REST caller of a documented path (`ctx.impliedConsent`, set by the REST
 * adapter, never by the client) it is 'implied-api'; anything else answers 400 'Please agree to the
 * privacy policy'.
 */
export function consentOf(ctx: { impliedConsent: boolean; now: () => Date }, input: ConsentFields, purpose: ConsentPurpose): ConsentRecord {
  const how: ConsentKind | null = input.consent === true ? 'given' : input.consent === undefined && ctx.impliedConsent ? 'implied-api' : null;
  if (!how) throw new TRPCError({ code: 'BAD_REQUEST', message: CONSENT_REQUIRED_MESSAGE });
  return { consent: how, consentPurpose: purpose, policyVersion: PRIVACY_POLICY_VERSION, consentedAt: ctx.now() };
}

/** A form's fields without `consent` (stored as the consent columns instead). */
export function withoutConsentField<T extends ConsentFields>(input: T): Omit<T, 'consent'> {
  const { consent: _consent, ...fields } = input;
  return fields;
}
