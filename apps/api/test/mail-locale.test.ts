import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateLink, Job, JobAlert, JobApplication, OutboxEmail, PrivacyRequest } from '@app/db';
import { formSecretFrom, processSignInLinkRequests, sendInstantJobAlerts } from '@app/trpc';
import { createAdminApp, delivered, linkKeyOf, validJob, validTransportationQuote, type TestApp } from './helpers.ts';

/**
 * Issue 35, item 5: mail in the reader's language. Each public form takes an optional `locale`
 * ('en' by default); what the form makes keeps it, and every mail to that person is written in it,
 * with links to the French pages. Staff mail to an applicant defaults to the application's language
 * and may be sent in the other. Anything but 'en' or 'fr' is a 400.
 */

let t: TestApp;
let cookie: string;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'northline-mail-locale-'));
  ({ t, cookie } = await createAdminApp({ UPLOAD_DIR: uploadDir, PUBLIC_WRITE_LIMIT: '1000' }));
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** The origin of the mail a request writes (the test request's host), and of the mail the worker writes (its siteUrl). */
const ORIGIN = 'http://localhost';
const SITE = 'http://localhost:3000';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { cookie } });
const localeOf = async (table: string, where: string, params: unknown[]) =>
  (await t.orm.em.fork().getConnection().execute<{ locale: string }[]>(`select locale from ${table} where ${where} order by id desc limit 1`, params))[0]
    ?.locale;

/** The mails to `to` (of `kind`), oldest first, as the worker sends them: subject, text and HTML with their links whole. */
async function mailsTo(to: string, kind?: string) {
  const rows = await t.orm.em.fork().find(OutboxEmail, { toAddress: to, ...(kind ? { kind } : {}) }, { orderBy: { id: 'asc' } });
  return rows.map((row) => ({ kind: row.kind, subject: row.subject, ...delivered(t, row) }));
}
async function lastMailTo(to: string, kind?: string) {
  const mail = (await mailsTo(to, kind)).at(-1);
  if (!mail) throw new Error(`no ${kind ?? ''} mail to ${to}`);
  return mail;
}
/** The first absolute link in a text under `path` (the site's origin first). */
function linkUnder(text: string, pathPrefix: string): URL {
  const match = new RegExp(`https?://[^\\s]+?${pathPrefix.replace(/[/?.]/g, '\\$&')}[^\\s]*`).exec(text);
  if (!match) throw new Error(`no link under ${pathPrefix} in: ${text}`);
  return new URL(match[0]);
}
/** Items of a REST list, whether it answers the array or a page. */
const itemsOf = (body: unknown) => (Array.isArray(body) ? body : (body as { items: unknown[] }).items) as Record<string, unknown>[];

async function openJob(fields: Partial<{ title: string; titleFr: string; descriptionFr: string }> = {}) {
  const em = t.orm.em.fork();
  const job = em.create(Job, { ...validJob, title: unique('Picker '), ...fields, status: 'approved' });
  await em.flush();
  return job;
}

const BAD_LOCALE = 'locale must be one of: en, fr';

describe('the public forms take the language of their page', () => {
  const leadForms = (email: string) => [
    {
      url: '/api/contact',
      body: { name: 'Marie Tremblay', email, subject: 'Main-d’œuvre pour l’hiver', message: 'Nous cherchons vingt préparateurs.' },
      table: 'contact_messages',
    },
    { url: '/api/quotes/transportation', body: { ...validTransportationQuote, email }, table: 'transportation_quotes' },
    { url: '/api/quotes/warehouse', body: { name: 'Marie Tremblay', company: 'Acme ltée', email, serviceType: 'storage' }, table: 'warehouse_quotes' },
  ];

  it('a French contact message or quote request is stored in French and acknowledged in French; without a locale, in English as before', async () => {
    const subjects = {
      '/api/contact': ['Nous avons bien reçu votre message', 'We received your message'],
      '/api/quotes/transportation': ['Nous avons bien reçu votre demande de soumission en transport', 'We received your transportation quote request'],
      '/api/quotes/warehouse': ['Nous avons bien reçu votre demande de soumission en entreposage', 'We received your warehouse quote request'],
    } as Record<string, [string, string]>;
    for (const form of leadForms('')) {
      const french = `${unique('marie.')}@example.ca`;
      const english = `${unique('pat.')}@example.ca`;
      const fr = await post(form.url, { ...leadForms(french).find((f) => f.url === form.url)!.body, locale: 'fr' });
      expect(fr.statusCode, fr.body).toBe(201);
      expect(await localeOf(form.table, 'email = ?', [french])).toBe('fr');
      const ack = await lastMailTo(french, 'lead.ack');
      expect(ack.subject).toBe(subjects[form.url]![0]);
      expect(ack.text).toMatch(/^Bonjour (Marie Tremblay|Pat),/);
      expect(ack.text).toContain('un membre de notre équipe vous répondra dans les 24 heures');
      expect(ack.text).toContain(`${ORIGIN}/fr\n`);
      expect(ack.html).toContain('<html lang="fr-CA">');

      const en = await post(form.url, leadForms(english).find((f) => f.url === form.url)!.body);
      expect(en.statusCode, en.body).toBe(201);
      expect(await localeOf(form.table, 'email = ?', [english])).toBe('en');
      const enAck = await lastMailTo(english, 'lead.ack');
      expect(enAck.subject).toBe(subjects[form.url]![1]);
      expect(enAck.text).toContain('a member of our team will get back to you within 24 hours');
      expect(enAck.html).not.toContain('lang=');
    }
  });

  it("the admins' lead list shows each lead's language (newsletter subscribers too); the carrier request keeps it", async () => {
    const email = `${unique('carrier.')}@example.ca`;
    expect((await post('/api/carriers/join', { email, companyName: 'Transport Lévis', locale: 'fr' })).statusCode).toBe(201);
    expect(await localeOf('carrier_applications', 'email = ?', [email])).toBe('fr');
    const carriers = itemsOf((await admin('GET', `/api/admin/leads/carrier?search=${encodeURIComponent(email)}`)).json());
    expect(carriers).toEqual([expect.objectContaining({ email, locale: 'fr' })]);

    const subscriber = `${unique('abonne.')}@example.ca`;
    expect((await post('/api/newsletter', { email: subscriber, locale: 'fr' })).statusCode).toBe(201);
    const subscribers = itemsOf((await admin('GET', `/api/admin/leads/newsletter?search=${encodeURIComponent(subscriber)}`)).json());
    expect(subscribers).toEqual([expect.objectContaining({ email: subscriber, locale: 'fr' })]);
  });

  it("any language but 'en' or 'fr' is a 400 that says so, on every form, and stores nothing", async () => {
    const job = await openJob();
    const email = `${unique('hans.')}@example.de`;
    const bodies: [string, object][] = [
      ...leadForms(email).map((f) => [f.url, f.body] as [string, object]),
      ['/api/carriers/join', { email }],
      ['/api/newsletter', { email }],
      ['/api/jobs/submit', { ...validJob, contactEmail: email }],
      [`/api/jobs/${job.id}/apply`, { jobId: job.id, coverLetter: 'Ich möchte diese Stelle.', applicantEmail: email }],
      ['/api/job-alerts', { email, query: 'stapler' }],
      ['/api/privacy/requests', { email, kind: 'access' }],
      ['/api/candidates/link', { email }],
      ['/api/employers/link', { email }],
    ];
    for (const [url, body] of bodies) {
      for (const locale of ['de', 'FR', 42]) {
        const res = await post(url, { ...body, locale });
        expect(res.statusCode, `${url} ${String(locale)}: ${res.body}`).toBe(400);
        expect(res.body, url).toContain(BAD_LOCALE);
      }
    }
    expect(await t.orm.em.fork().count(OutboxEmail, { toAddress: email })).toBe(0);
    expect(await t.orm.em.fork().count(CandidateLink, { toAddress: email })).toBe(0);
  });
});

describe('applications', () => {
  it('a French application is stored in French; its confirmation and the decision are French, with the French job title and French links', async () => {
    const job = await openJob({ title: unique('Forklift Operator '), titleFr: 'Cariste' });
    const email = `${unique('julie.')}@example.ca`;
    const res = await post(`/api/jobs/${job.id}/apply`, {
      jobId: job.id,
      coverLetter: 'Je souhaite ce poste.',
      applicantName: 'Julie Roy',
      applicantEmail: email,
      locale: 'fr',
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().application.id as number;
    expect(await localeOf('job_applications', 'id = ?', [id])).toBe('fr');

    const received = await lastMailTo(email, 'application.received');
    expect(received.subject).toBe('Nous avons bien reçu votre candidature');
    expect(received.text).toMatch(/^Bonjour Julie Roy,/);
    expect(received.text).toContain('Merci d’avoir postulé à l’emploi « Cariste » chez');
    expect(received.text).toContain(`Mes candidatures : ${ORIGIN}/fr/mes-candidatures`);
    expect(received.html).toContain(`href="${ORIGIN}/fr/mes-candidatures"`);

    const listed = (await admin('GET', `/api/applications/${id}`)).json();
    expect(listed).toMatchObject({ id, locale: 'fr' });

    expect((await admin('PATCH', `/api/applications/${id}/status`, { status: 'rejected' })).statusCode).toBe(200);
    const decision = await lastMailTo(email, 'application.decision');
    expect(decision.subject).toBe('Suivi de votre candidature');
    expect(decision.text).toContain('Merci de l’intérêt que vous portez à l’emploi « Cariste »');
    expect(decision.text).toContain(`De nouveaux emplois sont affichés chaque semaine : ${ORIGIN}/fr/emplois`);
  });

  it('an application without a locale is English, as before', async () => {
    const job = await openJob({ title: unique('Forklift Operator '), titleFr: 'Cariste' });
    const email = `${unique('sam.')}@example.ca`;
    const res = await post(`/api/jobs/${job.id}/apply`, { jobId: job.id, coverLetter: 'I want this job.', applicantName: 'Sam Lee', applicantEmail: email });
    expect(res.statusCode, res.body).toBe(201);
    expect(await localeOf('job_applications', 'id = ?', [res.json().application.id])).toBe('en');
    const received = await lastMailTo(email, 'application.received');
    expect(received.subject).toBe('We received your job application');
    expect(received.text).toContain(`Thank you for applying for ${job.title} with`);
    expect(received.text).toContain(`My applications: ${ORIGIN}/my-applications`);
  });

  it("staff mail to an applicant is in the application's language unless staff choose the other", async () => {
    const job = await openJob({ title: unique('Forklift Operator '), titleFr: 'Cariste' });
    const email = `${unique('luc.')}@example.ca`;
    const res = await post(`/api/jobs/${job.id}/apply`, {
      jobId: job.id,
      coverLetter: 'Bonjour.',
      applicantName: 'Luc Gagnon',
      applicantEmail: email,
      locale: 'fr',
    });
    const id = res.json().application.id as number;

    const draft = await admin('GET', `/api/applications/${id}/email?template=interview_invitation`);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({ locale: 'fr', subject: 'Invitation à une entrevue : Cariste' });
    expect(draft.json().body).toMatch(/^Bonjour Luc Gagnon,\n\nMerci d’avoir postulé à l’emploi « Cariste » chez /);
    const english = await admin('GET', `/api/applications/${id}/email?template=interview_invitation&locale=en`);
    expect(english.json()).toMatchObject({ locale: 'en', subject: `Interview invitation: ${job.title}` });

    const sent = await admin('POST', `/api/applications/${id}/email`, { template: 'not_selected' });
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json().email).toMatchObject({ subject: 'Votre candidature à l’emploi « Cariste »', locale: 'fr' });
    const mail = await lastMailTo(email, 'application.message');
    expect(mail.text).toContain('nous avons décidé de ne pas donner suite à votre candidature');
    expect(mail.html).toContain('<html lang="fr-CA">');

    const overridden = await admin('POST', `/api/applications/${id}/email`, { template: 'not_selected', locale: 'en' });
    expect(overridden.statusCode, overridden.body).toBe(202);
    expect(overridden.json().email).toMatchObject({ subject: `Your application for ${job.title}`, locale: 'en' });
    expect((await lastMailTo(email, 'application.message')).text).toContain('we have decided not to move forward with your application');

    for (const bad of [
      admin('GET', `/api/applications/${id}/email?template=not_selected&locale=de`),
      admin('POST', `/api/applications/${id}/email`, { template: 'not_selected', locale: 'de' }),
    ]) {
      const res400 = await bad;
      expect(res400.statusCode).toBe(400);
      expect(res400.body).toContain(BAD_LOCALE);
    }
  });
});

describe('Post a Job', () => {
  it("a job posted from the French page: 'under review', 'not published' (the Deny dialog's reason in French) and 'live' are French, with French links", async () => {
    const email = `${unique('employeur.')}@example.ca`;
    const submitted = await post('/api/jobs/submit', { ...validJob, title: 'Commis d’entrepôt', contactEmail: email, locale: 'fr' });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = submitted.json().id as number;
    expect(await localeOf('jobs', 'id = ?', [id])).toBe('fr');

    const received = await lastMailTo(email, 'job.received');
    expect(received.subject).toBe(`Votre offre d’emploi n° ${id} est en cours d’examen`);
    expect(received.text).toContain('Merci d’avoir publié l’offre « Commis d’entrepôt » auprès de');
    expect(received.text).toContain(`Mes offres : ${ORIGIN}/fr/mes-offres`);

    const denied = await admin('PATCH', `/api/jobs/${id}/status`, { status: 'denied', reason: 'Pay or terms missing: please add the hourly rate' });
    expect(denied.statusCode, denied.body).toBe(200);
    expect(denied.json()).toMatchObject({ id, locale: 'fr' });
    const refusal = await lastMailTo(email, 'job.denied');
    expect(refusal.subject).toBe(`Votre offre d’emploi n° ${id} n’a pas été publiée`);
    expect(refusal.text).toContain('La raison : Salaire ou conditions manquants : please add the hourly rate');

    expect((await admin('POST', `/api/jobs/${id}/reopen`)).statusCode).toBe(200);
    expect((await admin('PATCH', `/api/jobs/${id}/status`, { status: 'approved' })).statusCode).toBe(200);
    const live = await lastMailTo(email, 'job.approved');
    expect(live.subject).toBe(`Votre offre d’emploi n° ${id} est en ligne`);
    expect(live.text).toContain(`Voir votre offre d’emploi : ${ORIGIN}/fr/emplois/${id}`);
  });

  it('a job posted without a locale is English, as before', async () => {
    const email = `${unique('employer.')}@example.ca`;
    const submitted = await post('/api/jobs/submit', { ...validJob, contactEmail: email });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = submitted.json().id as number;
    expect(await localeOf('jobs', 'id = ?', [id])).toBe('en');
    const received = await lastMailTo(email, 'job.received');
    expect(received.subject).toBe(`Your job posting #${id} is under review`);
    expect(received.text).toContain(`My postings: ${ORIGIN}/my-postings`);
  });
});

describe('job alerts', () => {
  it('a French alert: its confirmation, its instant mail (French job titles) and its links are French; the admin list shows its language', async () => {
    const word = unique('zanderwick');
    const email = `${unique('alerte.')}@example.ca`;
    expect((await post('/api/job-alerts', { email, query: word, frequency: 'instant', locale: 'fr' })).statusCode).toBe(201);
    const confirmation = await lastMailTo(email, 'job-alert.confirm');
    expect(confirmation.subject).toBe('Veuillez confirmer votre alerte emploi');
    expect(confirmation.text).toContain(`Recherche : « ${word} »`);
    const link = linkUnder(confirmation.text, '/fr/alertes-emploi/confirmer?');
    const confirmed = await post('/api/job-alerts/confirm', { id: link.searchParams.get('id'), token: link.searchParams.get('token') });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await t.orm.em.fork().findOneOrFail(JobAlert, { email })).locale).toBe('fr');

    await sendInstantJobAlerts({ em: t.orm.em.fork(), siteUrl: SITE, secret: formSecretFrom(t.sessionKey) }, new Date());
    const created = await admin('POST', '/api/jobs', {
      ...validJob,
      title: `${word} Operator`,
      titleFr: `Opérateur ${word}`,
      descriptionFr: 'Conduire des chariots.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const jobId = created.json().id as number;
    expect((await admin('PATCH', `/api/jobs/${jobId}/status`, { status: 'approved' })).statusCode).toBe(200);
    expect(await sendInstantJobAlerts({ em: t.orm.em.fork(), siteUrl: SITE, secret: formSecretFrom(t.sessionKey) }, new Date())).toBeGreaterThanOrEqual(1);

    const alert = await lastMailTo(email, 'job-alert.instant');
    expect(alert.subject).toBe('Un nouvel emploi pour votre alerte emploi');
    expect(alert.text).toContain('Un nouvel emploi y correspond :');
    expect(alert.text).toContain(`Opérateur ${word} chez ${validJob.company}, ${validJob.location} : ${SITE}/fr/emplois/${jobId}?utm_source=`);
    expect(alert.text).not.toContain(`${word} Operator`);
    expect(linkUnder(alert.text, '/fr/alertes-emploi/desabonnement?').searchParams.get('token')).toBeTruthy();
    expect(alert.text).toContain(`Voir tous les emplois de cette recherche : ${SITE}/fr/emplois?query=${word}`);

    const listed = itemsOf((await admin('GET', `/api/admin/job-alerts?search=${encodeURIComponent(email)}`)).json());
    expect(listed).toEqual([expect.objectContaining({ email, locale: 'fr' })]);
  });

  it('an alert without a locale is English, as before', async () => {
    const email = `${unique('alert.')}@example.ca`;
    expect((await post('/api/job-alerts', { email, query: 'forklift', frequency: 'daily' })).statusCode).toBe(201);
    const confirmation = await lastMailTo(email, 'job-alert.confirm');
    expect(confirmation.subject).toBe('Please confirm your job alert');
    expect(linkUnder(confirmation.text, '/job-alerts/confirm?').pathname).toBe('/job-alerts/confirm');
  });
});

describe('the newsletter, privacy requests and sign-in links', () => {
  it('a returning subscriber signing up from a French page gets the confirmation link in French', async () => {
    const email = `${unique('retour.')}@example.ca`;
    expect((await post('/api/newsletter', { email })).statusCode).toBe(201);
    const [row] = itemsOf((await admin('GET', `/api/admin/leads/newsletter?search=${encodeURIComponent(email)}`)).json());
    expect(row).toMatchObject({ locale: 'en' });
    expect((await admin('PATCH', `/api/admin/leads/newsletter/${String(row!.id)}/status`, { status: 'unsubscribed' })).statusCode).toBe(200);
    expect((await post('/api/newsletter', { email, locale: 'fr' })).statusCode).toBe(201);
    const mail = await lastMailTo(email, 'newsletter.confirm');
    expect(mail.subject).toBe('Veuillez confirmer votre abonnement à l’infolettre');
    expect(mail.text).toContain('vous resterez désabonné');
    expect(linkUnder(mail.text, '/fr/infolettre/confirmer?').searchParams.get('email')).toBe(email);
  });

  it('a French access request: the confirmation link and the export are French, and the request keeps its language', async () => {
    const email = `${unique('acces.')}@example.ca`;
    expect((await post('/api/privacy/requests', { email, kind: 'access', locale: 'fr' })).statusCode).toBe(202);
    const confirm = await lastMailTo(email, 'privacy.confirm-access');
    expect(confirm.subject).toBe('Veuillez confirmer votre demande d’accès à vos données');
    const link = linkUnder(confirm.text, '/fr/vie-privee/confirmer?');
    const confirmed = await post('/api/privacy/confirm', { token: link.searchParams.get('token') });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const request = await t.orm.em.fork().findOneOrFail(PrivacyRequest, { email });
    expect(request.locale).toBe('fr');
    const listed = itemsOf((await admin('GET', '/api/admin/privacy/requests?status=verified')).json()).find((r) => r.id === request.id);
    expect(listed).toMatchObject({ locale: 'fr' });

    expect((await admin('POST', `/api/admin/privacy/requests/${request.id}/complete`)).statusCode).toBe(200);
    const exported = await lastMailTo(email, 'privacy.export');
    expect(exported.subject).toBe('Votre copie de vos renseignements personnels');
    // The date as fr-CA writes it: '6 décembre 2026 à 15 h 30'.
    expect(exported.text).toMatch(/Le lien fonctionne jusqu’au \d{1,2}\s\p{L}+\s\d{4}\sà\s\d{1,2}\sh\s\d{2}; le fichier est ensuite supprimé\./u);

    const english = `${unique('access.')}@example.ca`;
    expect((await post('/api/privacy/requests', { email: english, kind: 'delete' })).statusCode).toBe(202);
    const enConfirm = await lastMailTo(english, 'privacy.confirm-delete');
    expect(enConfirm.subject).toBe('Please confirm your deletion request');
    expect(linkUnder(enConfirm.text, '/privacy/confirm?').pathname).toBe('/privacy/confirm');
  });

  it('the sign-in links of My applications and My postings asked from French pages are French and open the French pages', async () => {
    const job = await openJob();
    const seeker = `${unique('candidat.')}@example.ca`;
    expect((await post(`/api/jobs/${job.id}/apply`, { jobId: job.id, coverLetter: 'Bonjour.', applicantEmail: seeker })).statusCode).toBe(201);
    const poster = `${unique('affiche.')}@example.ca`;
    expect((await post('/api/jobs/submit', { ...validJob, contactEmail: poster })).statusCode).toBe(201);

    expect((await post('/api/candidates/link', { email: seeker, locale: 'fr' })).statusCode).toBe(202);
    expect((await post('/api/employers/link', { email: poster, locale: 'fr' })).statusCode).toBe(202);
    await processSignInLinkRequests({ em: t.orm.em.fork(), secret: linkKeyOf(t) });

    const candidate = await lastMailTo(seeker, 'candidate.link');
    expect(candidate.subject).toBe('Votre lien vers Mes candidatures');
    expect(candidate.text).toContain('Le lien ne fonctionne qu’une seule fois.');
    expect(linkUnder(candidate.text, '/fr/mes-candidatures/sign-in?').searchParams.get('token')).toBeTruthy();
    const employer = await lastMailTo(poster, 'employer.link');
    expect(employer.subject).toBe('Votre lien vers Mes offres');
    expect(linkUnder(employer.text, '/fr/mes-offres/sign-in?').searchParams.get('token')).toBeTruthy();

    expect((await post('/api/candidates/link', { email: seeker })).statusCode).toBe(202);
    await processSignInLinkRequests({ em: t.orm.em.fork(), secret: linkKeyOf(t) });
    const english = await lastMailTo(seeker, 'candidate.link');
    expect(english.subject).toBe('Your link to My applications');
    expect(linkUnder(english.text, '/my-applications/sign-in?').pathname).toBe('/my-applications/sign-in');
    expect(await t.orm.em.fork().count(JobApplication, { applicantEmail: seeker, locale: 'en' })).toBe(1);
  });
});
