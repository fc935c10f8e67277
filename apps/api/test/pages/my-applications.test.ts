import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job, OutboxEmail } from '@app/db';
import { CANDIDATE_COOKIE } from '@app/shared/candidates';
import { processSignInLinkRequests } from '@app/trpc';
import { WEB_BUILD, createTestApp, delivered, linkKeyOf, metaOf, titleOf, validJob, type TestApp } from '../helpers.ts';

/**
 * /my-applications as the server writes it (issue 38): a candidate's own page, rendered with their
 * session's applications, never kept for another visitor nor by any cache; without a session, the
 * form that mails a link.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...WEB_BUILD, PUBLIC_WRITE_LIMIT: '1000' });
});
afterAll(() => t.close());

async function signedIn(email: string, title: string): Promise<string> {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, title, status: 'approved' });
  await em.flush();
  const applied = await t.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/apply`, payload: { coverLetter: 'Hello', applicantEmail: email } });
  expect(applied.statusCode).toBe(201);
  expect((await t.app.inject({ method: 'POST', url: '/api/candidates/link', payload: { email } })).statusCode).toBe(202);
  expect(await processSignInLinkRequests({ em: t.orm.em.fork(), secret: linkKeyOf(t) })).toBe(1);
  const mail = await t.orm.em.fork().findOneOrFail(OutboxEmail, { toAddress: email, kind: 'candidate.link' });
  const path = /https?:\/\/[^/\s]+(\/my-applications\/sign-in\?\S+)/.exec(delivered(t, mail).text)![1]!;
  const res = await t.app.inject({ url: path });
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${CANDIDATE_COOKIE}=`))!;
  return cookie.split(';')[0]!;
}

describe('/my-applications', () => {
  it('shows a candidate their own applications, private and never kept: the next visitor gets the form, not the page before', async () => {
    const cookie = await signedIn('first.seeker@pages.example', 'Reach Truck Driver');
    const mine = await t.app.inject({ url: '/my-applications', headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain('Reach Truck Driver');
    expect(mine.body).toContain('first.seeker@pages.example');
    expect(titleOf(mine.body)).toMatch(/^My Applications/);
    expect(metaOf(mine.body, 'robots').join(' ')).toMatch(/noindex/);
    for (let i = 0; i < 2; i++) {
      const other = await t.app.inject({ url: '/my-applications' });
      expect(other.statusCode).toBe(200);
      expect(other.headers['cache-control']).toBe('private, no-store');
      expect(other.body).not.toContain('Reach Truck Driver');
      expect(other.body).not.toContain('first.seeker@pages.example');
      expect(other.body).toContain('Email me a link');
    }
    // A session that ended: the form, and the answer clears the cookie.
    await t.orm.em.fork().getConnection().execute(`update candidate_sessions set revoked_at = now()`);
    const ended = await t.app.inject({ url: '/my-applications', headers: { cookie } });
    expect(ended.body).not.toContain('Reach Truck Driver');
    expect(([] as string[]).concat(ended.headers['set-cookie'] ?? []).some((c) => c.startsWith(`${CANDIDATE_COOKIE}=;`))).toBe(true);
  });

  it('a used link lands on the page that says so', async () => {
    const res = await t.app.inject({ url: `/my-applications/sign-in?token=${'a'.repeat(43)}.${'b'.repeat(24)}` });
    expect(res.statusCode).toBe(303);
    const page = await t.app.inject({ url: res.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This sign-in link is invalid, has expired or was already used.');
  });
});
