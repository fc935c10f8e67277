import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxEmail, PrivacyRequest } from '@app/db';
import { PRIVACY_MESSAGES } from '@app/shared/privacy';
import { confirmPrivacyRequest, privacyConfirmLink, requestPrivacy, type PrivacyRequestContext } from '../../src/features/privacy/privacy.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { SITE_URL } from '../fixtures.ts';
import { createStaffUser } from '../staff.ts';

/** A visitor's privacy request and its link, called with the request data they declare (no HTTP, no spam-trap middleware). */
let db: TestDatabase;
const secret = randomBytes(32);
const DAY = 86_400_000;

beforeAll(async () => {
  db = await testDatabase();
  await createStaffUser(db.em(), 'owner', 'owner@northline.example');
});
afterAll(() => db.close());

const request = (now = new Date(), key = secret): PrivacyRequestContext => ({ em: db.em(), now: () => now, siteUrl: SITE_URL, formGuard: { secret: key } });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('requestPrivacy', () => {
  it('mails an address one confirmation link in ten minutes, whatever its case; a submission the spam trap caught, none', async () => {
    await requestPrivacy({ ...request(), spamReason: 'honeypot' }, { email: 'trapped@example.com', kind: 'access' });
    await requestPrivacy(request(), { email: 'Pat@Example.com', kind: 'access' });
    await requestPrivacy(request(), { email: 'pat@example.com', kind: 'access' });
    await requestPrivacy(request(), { email: 'pat@example.com', kind: 'delete' });
    const mails = await db.em().find(OutboxEmail, { toAddress: { $in: ['trapped@example.com', 'pat@example.com'] } }, { orderBy: { id: 'asc' } });
    expect(mails.map((mail) => [mail.toAddress, mail.kind])).toEqual([
      ['pat@example.com', 'privacy.confirm-access'],
      ['pat@example.com', 'privacy.confirm-delete'],
    ]);
    expect(mails[0]!.textBody).toContain(`${SITE_URL}/privacy/confirm?token=`);
  });
});

describe('confirmPrivacyRequest', () => {
  it('a link sealed with the key is a verified request due in 30 days, of which the owners hear; following it again changes nothing', async () => {
    const issued = new Date();
    const link = privacyConfirmLink(request(), 'delete', 'Sam@Example.com', issued.getTime());
    expect(link).not.toMatch(/sam/i);
    const first = await confirmPrivacyRequest(request(new Date(issued.getTime() + DAY)), { token: tokenOf(link) });
    expect(first).toMatchObject({ success: true, kind: 'delete', message: PRIVACY_MESSAGES.confirmed.delete });
    expect(await confirmPrivacyRequest(request(new Date(issued.getTime() + 2 * DAY)), { token: tokenOf(link) })).toEqual(first);
    const rows = await db.em().find(PrivacyRequest, { email: 'sam@example.com' });
    expect(rows.map((row) => [row.kind, row.status, row.dueAt.getTime() - row.verifiedAt.getTime()])).toEqual([['delete', 'verified', 30 * DAY]]);
    expect(await db.em().count(OutboxEmail, { toAddress: 'owner@northline.example', kind: 'privacy.request' })).toBe(1);
  });

  it('refuses (400) a link of another key, a tampered one, one older than 7 days and one dated ahead', async () => {
    const issued = Date.now();
    const token = tokenOf(privacyConfirmLink(request(), 'access', 'lee@example.com', issued));
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refusals = [
      confirmPrivacyRequest(request(new Date(issued), randomBytes(32)), { token }),
      confirmPrivacyRequest(request(new Date(issued)), { token: tampered }),
      confirmPrivacyRequest(request(new Date(issued + 7 * DAY + 1)), { token }),
      confirmPrivacyRequest(request(new Date(issued - 5 * 60_000)), { token }),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toMatchObject({ code: 'BAD_REQUEST', message: PRIVACY_MESSAGES.invalidLink });
    expect(await db.em().count(PrivacyRequest, { email: 'lee@example.com' })).toBe(0);
  });
});
