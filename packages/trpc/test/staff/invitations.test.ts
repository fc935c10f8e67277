import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AdminInvitation, OutboxEmail } from '@app/db';
import { openMail, outboxKeyFrom } from '../../src/features/mail/mail-seal.ts';
import { INVITATION_TTL_MS, mailInvitation } from '../../src/features/staff/staff-accounts.ts';
import { STAFF_LINK, staffLinkTokenHash } from '../../src/features/staff/staff-tokens.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { SITE_URL } from '../fixtures.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());

it('mailInvitation ({em, now, siteUrl, formGuard}) mails a link to the address whose token only the stored hash answers; a new one replaces it', async () => {
  const secret = randomBytes(32);
  const now = new Date('2031-02-01T10:00:00Z');
  const em = db.em();
  const invitation = em.create(AdminInvitation, { email: 'new.recruiter@example.com', role: 'recruiter', tokenHash: 'x'.repeat(64), expiresAt: now });
  const ctx = { em, now: () => now, siteUrl: SITE_URL, formGuard: { secret } };
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    await mailInvitation(ctx, invitation, 'owner1');
    await em.flush();
    const [mail] = await db.em().find(OutboxEmail, { toAddress: 'new.recruiter@example.com' }, { orderBy: { id: 'desc' }, limit: 1 });
    const opened = openMail(mail!, outboxKeyFrom(secret));
    if (!opened.ok) throw new Error(`the invitation mail cannot be opened: ${opened.reason}`);
    const link = opened.text.match(/https:\/\/northline\.example\/admin\/accept-invitation\?token=[\w.-]+/)?.[0];
    expect(link, opened.text).toBeDefined();
    tokens.push(new URL(link!).searchParams.get('token')!);
  }
  const stored = await db.em().findOneOrFail(AdminInvitation, { id: invitation.id });
  expect(stored.expiresAt).toEqual(new Date(now.getTime() + INVITATION_TTL_MS));
  expect(tokens.map((token) => staffLinkTokenHash(secret, STAFF_LINK.invitation, token) === stored.tokenHash)).toEqual([false, true]);
  expect(staffLinkTokenHash(randomBytes(32), STAFF_LINK.invitation, tokens[1]!)).toBeNull();
});
