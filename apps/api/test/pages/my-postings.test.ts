import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxEmail } from '@app/db';
import { EMPLOYER_COOKIE } from '@app/shared/employers';
import { processSignInLinkRequests } from '@app/trpc';
import { WEB_BUILD, createTestApp, delivered, linkKeyOf, metaOf, titleOf, validJob, type TestApp } from '../helpers.ts';

/**
 * /my-postings as the server writes it (issue 38, item 3): an employer's own page, rendered with
 * their session's job postings, never kept for another visitor nor by any cache; without a session,
 * the form that mails a link.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...WEB_BUILD, PUBLIC_WRITE_LIMIT: '1000' });
});
afterAll(() => t.close());

async function signedIn(email: string, title: string): Promise<string> {
  const posted = await t.app.inject({ method: 'POST', url: '/api/jobs/submit', payload: { ...validJob, title, contactEmail: email } });
  expect(posted.statusCode).toBe(201);
  expect((await t.app.inject({ method: 'POST', url: '/api/employers/link', payload: { email } })).statusCode).toBe(202);
  expect(await processSignInLinkRequests({ em: t.orm.em.fork(), secret: linkKeyOf(t) })).toBe(1);
  const mail = await t.orm.em.fork().findOneOrFail(OutboxEmail, { toAddress: email, kind: 'employer.link' });
  const path = /https?:\/\/[^/\s]+(\/my-postings\/sign-in\?\S+)/.exec(delivered(t, mail).text)![1]!;
  const res = await t.app.inject({ url: path });
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${EMPLOYER_COOKIE}=`))!;
  return cookie.split(';')[0]!;
}

describe('/my-postings', () => {
  it('shows an employer their own postings, private and never kept: the next visitor gets the form, not the page before', async () => {
    const cookie = await signedIn('first.poster@pages.example', 'Yard Jockey Posting');
    const mine = await t.app.inject({ url: '/my-postings', headers: { cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.body).toContain('Yard Jockey Posting');
    expect(mine.body).toContain('Pending review');
    expect(mine.body).toContain('first.poster@pages.example');
    expect(titleOf(mine.body)).toMatch(/^My Postings/);
    expect(metaOf(mine.body, 'robots').join(' ')).toMatch(/noindex/);
    for (let i = 0; i < 2; i++) {
      const other = await t.app.inject({ url: '/my-postings' });
      expect(other.statusCode).toBe(200);
      expect(other.headers['cache-control']).toBe('private, no-store');
      expect(other.body).not.toContain('Yard Jockey Posting');
      expect(other.body).not.toContain('first.poster@pages.example');
      expect(other.body).toContain('Email me a link');
    }
    // The employer cookie is no candidate session: /my-applications offers its form.
    const applications = await t.app.inject({ url: '/my-applications', headers: { cookie } });
    expect(applications.body).not.toContain('first.poster@pages.example');
    // A session that ended: the form, and the answer clears the cookie.
    await t.orm.em.fork().getConnection().execute(`update candidate_sessions set revoked_at = now() where audience = 'employer'`);
    const ended = await t.app.inject({ url: '/my-postings', headers: { cookie } });
    expect(ended.body).not.toContain('Yard Jockey Posting');
    expect(([] as string[]).concat(ended.headers['set-cookie'] ?? []).some((c) => c.startsWith(`${EMPLOYER_COOKIE}=;`))).toBe(true);
  });

  it('a used link lands on the page that says so', async () => {
    const res = await t.app.inject({ url: `/my-postings/sign-in?token=${'a'.repeat(43)}.${'b'.repeat(24)}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/my-postings?link=invalid');
    const page = await t.app.inject({ url: res.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This sign-in link is invalid, has expired or was already used.');
  });
});
