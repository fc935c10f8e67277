import { afterAll, beforeAll, expect, it } from 'vitest';
import { OutboxEmail } from '@app/db';
import { COMPANY_PROFILE } from '@app/shared/company';
import { deliver, type MailMessage } from '../../src/mail/worker.ts';
import { VALID_BODIES } from '../fuzzing.ts';
import { WEB_BUILD, createAdmin, createTestApp, linkKeyOf, loginCookie, startTags, titleOf, type TestApp } from '../helpers.ts';

/**
 * Issue 21: the company's name comes only from Site Settings. Renamed there, it is the new name at
 * once in the header, a page's title, the web app manifest, the OpenAPI title and a mail (its body
 * and its From).
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp(WEB_BUILD);
  await createAdmin(t.orm);
  cookie = await loginCookie(t.app);
});
afterAll(async () => {
  await t.close();
});

const NEW_NAME = 'Maplewood Staffing Group';

it('renaming the company in Settings renames it in the header, page titles, the manifest, the API document and mail', async () => {
  const site = VALID_BODIES['PUT /api/admin/settings/site']!;
  const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/site', headers: { cookie }, payload: { ...site, companyName: NEW_NAME } });
  expect(saved.statusCode, saved.body).toBe(200);

  const home = (await t.app.inject({ url: '/' })).body;
  const headerLink = startTags(home, 'a').find((a) => a.href === '/' && a['aria-label']);
  expect(headerLink?.['aria-label']).toBe(NEW_NAME);
  // Nowhere else on the page either (the legal entity's name is a fact Settings have no field for).
  expect(home.replaceAll(COMPANY_PROFILE.legalName, '')).not.toContain('Northline Workforce Solutions');
  // Nor its short form, in the marketing copy of any public page ('Why Maplewood', 'Careers with
  // Maplewood', 'Maplewood by the numbers', the shippers' quotes, descriptions). The legal pages name
  // the legal entity's own short form, which Settings do not change.
  for (const path of ['/', '/jobs', '/about', '/services', '/staffing', '/warehouse', '/transportation', '/blog', '/contact', '/post-job']) {
    const page = (await t.app.inject({ url: path })).body.replaceAll(COMPANY_PROFILE.legalName, '');
    expect(page.includes('Northline'), `${path} still says Northline`).toBe(false);
    expect(page, path).toContain('Maplewood');
  }
  expect(titleOf((await t.app.inject({ url: '/contact' })).body)).toContain(`| ${NEW_NAME}`);

  const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['content-type']).toContain('application/manifest+json');
  expect(manifest.json()).toMatchObject({ name: NEW_NAME, short_name: 'Maplewood', start_url: '/', display: 'standalone' });

  expect((await t.app.inject({ url: '/api/openapi.json' })).json().info.title).toBe(`${NEW_NAME} REST API`);

  const contact = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Pat Sender', email: 'pat.rename@example.com', subject: 'Hello there', message: 'A question about staffing.' },
  });
  expect(contact.statusCode).toBe(201);
  const mail = await t.orm.em.fork().findOneOrFail(OutboxEmail, { toAddress: 'pat.rename@example.com' });
  expect(mail.textBody).toContain(`Thank you for contacting ${NEW_NAME}`);
  const sent: MailMessage[] = [];
  expect(
    await deliver(t.orm, mail.id, { send: async (m) => void sent.push(m) }, { from: 'no-reply@example.com', lastTry: false, linkSecret: linkKeyOf(t) }),
  ).toBe('sent');
  expect(sent[0]?.from).toBe(`"${NEW_NAME}" <no-reply@example.com>`);
});
