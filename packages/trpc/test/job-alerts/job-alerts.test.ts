import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JobAlert, OutboxEmail } from '@app/db';
import { PRIVACY_POLICY_VERSION } from '@app/shared/privacy';
import { JOB_ALERT_MESSAGES, ZJobAlertInput } from '@app/shared/schemas/job-alerts';
import { confirmJobAlert, createJobAlert, jobAlertLinks, unsubscribeJobAlert, type AlertRequest } from '../../src/features/job-alerts/job-alerts.ts';
import type { ConsentRecord } from '../../src/features/privacy/consent.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { SITE_URL } from '../fixtures.ts';

/** The job alert form and its links, called with the request data they declare: what the form's consent and spam trap decided is handed in. */
let db: TestDatabase;
const secret = randomBytes(32);
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());

const consent: ConsentRecord = { consent: 'given', consentPurpose: 'jobAlert', policyVersion: PRIVACY_POLICY_VERSION, consentedAt: new Date() };
const request = (extra: Partial<AlertRequest> = {}): AlertRequest => ({
  em: db.em(),
  now: () => new Date(),
  siteUrl: SITE_URL,
  formGuard: { secret },
  consent,
  ...extra,
});
const input = (email: string) => ZJobAlertInput.parse({ email, query: 'forklift', location: 'Toronto', frequency: 'instant', consent: true });

it('a trapped submission stores nothing; a real one waits for its confirmation link, mailed once, with the consent stored', async () => {
  await createJobAlert(request({ spamReason: 'honeypot' }), input('trapped@example.com'));
  await createJobAlert(request(), input('Pat@Example.com'));
  await createJobAlert(request(), input('pat@example.com'));
  expect(await db.em().count(JobAlert, { email: 'trapped@example.com' })).toBe(0);
  const [alert, ...others] = await db.em().find(JobAlert, { email: 'pat@example.com' });
  expect(others).toEqual([]);
  expect(alert).toMatchObject({
    status: 'pending',
    query: 'forklift',
    location: 'Toronto',
    frequency: 'instant',
    consent: 'given',
    consentPurpose: 'jobAlert',
  });
  expect(await db.em().count(OutboxEmail, { toAddress: 'pat@example.com', kind: 'job-alert.confirm' })).toBe(1);
});

it('the signed confirmation link starts the alert; after an unsubscribe it is dead, and a forged token is refused', async () => {
  await createJobAlert(request(), input('lee@example.com'));
  const alert = await db.em().findOneOrFail(JobAlert, { email: 'lee@example.com' });
  const links = jobAlertLinks({ siteUrl: SITE_URL, secret }, alert, Date.now());
  expect(links.confirm.startsWith(`${SITE_URL}/job-alerts/confirm?`)).toBe(true);
  const invalid = { code: 'BAD_REQUEST', message: JOB_ALERT_MESSAGES.invalidLink };

  await expect(confirmJobAlert(request({ formGuard: { secret: randomBytes(32) } }), { id: alert.id, token: links.tokens.confirm })).rejects.toMatchObject(
    invalid,
  );
  expect(await confirmJobAlert(request(), { id: alert.id, token: links.tokens.confirm })).toMatchObject({ success: true, frequency: 'instant' });
  expect(await db.em().findOneOrFail(JobAlert, { id: alert.id })).toMatchObject({ status: 'active' });

  await expect(unsubscribeJobAlert(request(), { id: alert.id, token: `${links.tokens.unsubscribe}x` })).rejects.toMatchObject(invalid);
  expect(await unsubscribeJobAlert({ em: db.em(), formGuard: { secret } }, { id: alert.id, token: links.tokens.unsubscribe })).toMatchObject({ success: true });
  expect(await db.em().findOneOrFail(JobAlert, { id: alert.id })).toMatchObject({ status: 'unsubscribed', unsubscribeCount: 1 });
  await expect(confirmJobAlert(request(), { id: alert.id, token: links.tokens.confirm })).rejects.toMatchObject(invalid);
});
