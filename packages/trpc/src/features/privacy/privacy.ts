import { randomUUID } from 'node:crypto';
import { zipSync, strToU8 } from 'fflate';
import { TRPCError } from '@trpc/server';
import { AUDIT_ERASURE_SETTING, PrivacyRequest, type EntityManager, type IPrivacyRequest, findSiteSettings } from '@app/db';
import { DEFAULT_COMPANY_SETTINGS } from '@app/shared/company';
import { LEAD_KINDS, type LeadKind } from '@app/shared/constants';
import { pageOffset } from '@app/shared/page-math';
import {
  PRIVACY_CONFIRM_LINK_DAYS,
  PRIVACY_EXPORT_LINK_DAYS,
  PRIVACY_MESSAGES,
  PRIVACY_POLICY,
  PRIVACY_REQUEST_DUE_DAYS,
  type PrivacyRequestKind,
  type PrivacyRequestStatus,
} from '@app/shared/privacy';
import type { ErasedCountsDto, PrivacyConfirmedDto, PrivacyHoldingsDto, PrivacyRequestDto, PrivacyRequestPage } from '@app/shared/schemas/dtos';
import { describeJobAlertSearch } from '@app/shared/schemas/job-alerts';
import { isLocale, localizePath, type Locale } from '@app/shared/locale-paths';
import { escapeHtml } from '@app/shared/text';
import { consentDto } from '../../dto.ts';
import { recordAudit, type AuditScope } from '../audit/audit.ts';
import { deleteFiles, readAll, type FileStore } from '../../infra/files.ts';
import { LEAD_KIND_SPECS } from '../leads/leads.ts';
import { privacyConfirmMail, privacyExportMail, type Brand } from '../mail/mail-templates.ts';
import { notifyPrivacyRequestConfirmed } from '../mail/notifications.ts';
import { mailBudgetKeys, mailedSince, normalizeMailbox, queueEmail, queueVisitorEmail } from '../mail/outbox.ts';
import { anonymiseApplications, idList } from './retention.ts';
import { openToken, readStamp, sealToken, signStamp, type LinkSigning } from '../../infra/signed-links.ts';
import { join, query, raw, sql, type Sql } from '../../infra/sql.ts';

/**
 * Access and deletion requests (PIPEDA; issue 23).
 * - A visitor asks (POST /api/privacy/requests {email, kind}): the answer is the same for any
 *   address, and a signed link is mailed to it (at most one per address and kind every 10
 *   minutes, and within the mailbox's own budget of privacy confirmation links). Nothing is stored
 *   but the mail, and the link's secret only sealed (see mail-seal.ts).
 * - Following the link (/privacy/confirm) records a verified request, due 30 days later, and mails
 *   the owners; the mail worker reminds them once, a week before it is due (notifications.ts).
 * - An owner sees everything held for the address and completes the request: an access request
 *   mails a link (valid 7 days) to a ZIP of JSON files and the résumé files; a deletion erases it
 *   all in one transaction (applications become anonymised stubs so job counts stay true, leads,
 *   subscriptions, alerts, mails and earlier requests go, job posts lose their contact details, and
 *   audit entries that named the person are rewritten without it), then the files. The request is
 *   closed with an audit entry of counts only, and its own row forgets the address.
 */

const DAY_MS = 86_400_000;
const CONFIRM_PURPOSE = 'privacy.confirm';
const EXPORT_PURPOSE = 'privacy.export';
/** One confirmation mail per address and kind in this time, however often the form is sent. */
const CONFIRM_MAIL_INTERVAL_MS = 10 * 60 * 1000;
export const PRIVACY_MAIL = { confirm: { access: 'privacy.confirm-access', delete: 'privacy.confirm-delete' }, export: 'privacy.export' } as const;
/** What replaces a person's name or address in audit entries that named them. */
export const ERASED = '[erased]';

const lower = (email: string) => email.trim().toLowerCase();
const confirmSubject = (kind: PrivacyRequestKind, email: string) => `${kind}:${email}`;

async function brandOf(em: EntityManager, siteUrl: string): Promise<Brand> {
  const settings = await findSiteSettings(em);
  return { company: settings?.companyName ?? DEFAULT_COMPANY_SETTINGS.companyName, siteUrl };
}

/**
 * The page a confirmation link opens: `/privacy/confirm?token=…`, an opaque token (the address, the
 * kind and the time sealed together, see sealToken). The address never shows in the link, so it
 * stays out of browser histories, server and proxy logs and referrers.
 */
export function privacyConfirmLink(ctx: LinkSigning, kind: PrivacyRequestKind, email: string, now: number, locale: Locale = 'en'): string {
  return privacyConfirmLinkAndToken(ctx, kind, email, now, locale).link;
}

/**
 * The link and its secret (the token), which the outbox keeps sealed (see mail-seal.ts). The link
 * opens the page of the request's language, and a French request seals its language too (a line
 * after the address), so the request it makes, and the export's mail, are French.
 */
function privacyConfirmLinkAndToken(ctx: LinkSigning, kind: PrivacyRequestKind, email: string, now: number, locale: Locale) {
  const issuedAt = Math.max(0, Math.floor(now)).toString(36);
  const sealed = `${kind}\n${issuedAt}\n${lower(email)}${locale === 'en' ? '' : `\n${locale}`}`;
  const token = sealToken(ctx.formGuard.secret, CONFIRM_PURPOSE, sealed);
  return { token, link: `${ctx.siteUrl}${localizePath('/privacy/confirm', locale)}?${new URLSearchParams({ token })}` };
}

/** The kind, address, time and language a confirmation token was sealed with, or null when this server did not seal it. */
function openConfirmToken(secret: Buffer, token: string): { kind: PrivacyRequestKind; email: string; issued: number; locale: Locale } | null {
  const [kind, issuedAt, email, locale = 'en', ...rest] = openToken(secret, CONFIRM_PURPOSE, token)?.split('\n') ?? [];
  if ((kind !== 'access' && kind !== 'delete') || !issuedAt || !/^[0-9a-z]{1,12}$/.test(issuedAt) || !email || !isLocale(locale) || rest.length) return null;
  return { kind, email, issued: parseInt(issuedAt, 36), locale };
}

/** What a visitor's request and its link use of a request: its unit of work and clock, the links' origin and key. */
export interface PrivacyRequestContext extends LinkSigning {
  em: EntityManager;
  now: () => Date;
}

/** POST /api/privacy/requests: mails the confirmation link (the caller answers the same whatever happens here). */
export async function requestPrivacy(
  ctx: PrivacyRequestContext & { spamReason?: string | null },
  input: { email: string; kind: PrivacyRequestKind; locale?: Locale },
): Promise<void> {
  if (ctx.spamReason) return;
  const email = lower(input.email);
  const now = ctx.now();
  const kind = PRIVACY_MAIL.confirm[input.kind];
  if (await mailedSince(ctx.em, kind, email, new Date(now.getTime() - CONFIRM_MAIL_INTERVAL_MS))) return;
  const locale = input.locale ?? 'en';
  const { link, token } = privacyConfirmLinkAndToken(ctx, input.kind, email, now.getTime(), locale);
  const content = privacyConfirmMail(await brandOf(ctx.em, ctx.siteUrl), locale, { kind: input.kind, link });
  await queueVisitorEmail(ctx.em, { kind, to: email, ...content, secrets: { linkKey: ctx.formGuard.secret, values: [token] } }, 'privacy');
  await ctx.em.flush();
}

const invalidLink = (): never => {
  throw new TRPCError({ code: 'BAD_REQUEST', message: PRIVACY_MESSAGES.invalidLink });
};

/**
 * What a confirmation link stands for. The link carries only its opaque token. Links mailed before
 * that (until this change) carried the address and the kind beside a signed stamp; they are
 * accepted as before while they last, and they last 7 days (PRIVACY_CONFIRM_LINK_DAYS), so this
 * form can be dropped a week after the change is released: none is mailed any more.
 */
function linkRequest(secret: Buffer, input: { token: string; email?: string; kind?: PrivacyRequestKind }) {
  if (input.email === undefined && input.kind === undefined) return openConfirmToken(secret, input.token);
  if (input.email === undefined || input.kind === undefined) return null;
  const email = lower(input.email);
  const issued = readStamp(secret, CONFIRM_PURPOSE, confirmSubject(input.kind, email), input.token);
  return issued === null ? null : { kind: input.kind, email, issued, locale: 'en' as const };
}

/**
 * The mailed link followed: a verified request, due 30 days later. Following the same link again
 * answers the request it made (one link, one request).
 */
export async function confirmPrivacyRequest(
  ctx: PrivacyRequestContext,
  input: { token: string; email?: string; kind?: PrivacyRequestKind },
): Promise<PrivacyConfirmedDto> {
  const now = ctx.now();
  const link = linkRequest(ctx.formGuard.secret, input);
  if (!link || now.getTime() - link.issued > PRIVACY_CONFIRM_LINK_DAYS * DAY_MS || link.issued > now.getTime() + 60_000) return invalidLink();
  const { email, kind, issued, locale } = link;
  const existing = await ctx.em.findOne(
    PrivacyRequest,
    { email, kind, $or: [{ status: 'verified' }, { verifiedAt: { $gte: new Date(issued) } }] },
    { orderBy: { id: 'desc' } },
  );
  const request =
    existing ??
    // A new request: the owners hear of it at once (its number goes in their mail, hence the
    // first flush), in the transaction that records it.
    (await ctx.em.transactional(async (em) => {
      const created = em.create(PrivacyRequest, {
        email,
        kind,
        status: 'verified',
        locale,
        verifiedAt: now,
        dueAt: new Date(now.getTime() + PRIVACY_REQUEST_DUE_DAYS * DAY_MS),
      });
      await em.flush();
      await notifyPrivacyRequestConfirmed({ em, siteUrl: ctx.siteUrl }, created);
      await em.flush();
      return created;
    }));
  return { success: true, message: PRIVACY_MESSAGES.confirmed[kind], kind, dueAt: request.dueAt.toISOString() };
}

// ---------------------------------------------------------------- the admin list

export const toPrivacyRequestDto = (r: IPrivacyRequest): PrivacyRequestDto => ({
  id: r.id,
  email: r.email ?? null,
  kind: r.kind,
  status: r.status,
  verifiedAt: r.verifiedAt.toISOString(),
  dueAt: r.dueAt.toISOString(),
  completedAt: r.completedAt?.toISOString() ?? null,
  exportExpiresAt: r.exportExpiresAt?.toISOString() ?? null,
  locale: r.locale,
});

/** GET /api/admin/privacy/requests: open requests first (the soonest due first), then completed ones (latest first). */
export async function privacyRequestPage(
  em: EntityManager,
  input: { status: PrivacyRequestStatus | 'all'; page: number; limit: number },
): Promise<PrivacyRequestPage> {
  const where = input.status === 'all' ? {} : { status: input.status };
  const [ids, total, open] = await Promise.all([
    query<{ id: number }>(
      em,
      sql`select id from privacy_requests ${input.status === 'all' ? raw('') : sql`where status = ${input.status}`}
          order by (status = 'verified') desc, case when status = 'verified' then due_at end asc, completed_at desc nulls last, id desc
          limit ${input.limit} offset ${pageOffset(input)}`,
    ),
    em.count(PrivacyRequest, where),
    em.count(PrivacyRequest, { status: 'verified' }),
  ]);
  const rows = ids.length ? await em.find(PrivacyRequest, { id: { $in: ids.map((r) => Number(r.id)) } }) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { items: ids.map((r) => toPrivacyRequestDto(byId.get(Number(r.id))!)), total, page: input.page, limit: input.limit, open };
}

// ---------------------------------------------------------------- what is held for an address

interface HeldApplication {
  id: number;
  job_id: number | null;
  job_title: string | null;
  applicant_name: string | null;
  applicant_email: string | null;
  applicant_phone: string | null;
  experience: string | null;
  cover_letter: string | null;
  resume: string | null;
  status: string;
  applied_at: Date;
  consent: string | null;
  consented_at: Date | null;
  policy_version: string | null;
}

interface HeldUpload {
  application_id: number;
  original_name: string;
  size: number;
  type: string;
  created_at: Date;
  storage_key: string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const consentOfRow = (r: { consent?: string | null; consented_at?: Date | null; policy_version?: string | null }) =>
  consentDto({ consent: r.consent ?? null, consentedAt: r.consented_at ? new Date(r.consented_at) : null, policyVersion: r.policy_version ?? null });

/** The columns of each lead table that hold its address. */
const LEAD_EMAIL_COLUMN: Record<LeadKind, string> = { contact: 'email', transportation: 'email', warehouse: 'email', carrier: 'email', newsletter: 'email' };
/** The columns of each lead table that hold a person's name (erased with the address). */
const LEAD_NAME_COLUMN: Partial<Record<LeadKind, string>> = { contact: 'name', transportation: 'contact_name', warehouse: 'name', carrier: 'contact_name' };

const tableOf = (kind: LeadKind) => raw(`"${LEAD_KIND_SPECS[kind].table}"`);
const column = (name: string) => raw(`"${name}"`);
/** snake_case of an entity property ('contactName' -> 'contact_name'). */
const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export interface Holdings extends PrivacyHoldingsDto {
  /** The résumé files' storage keys, by application. */
  files: { applicationId: number; name: string; storageKey: string }[];
  /** The mails' bodies (the export has them; the admin screen lists subjects). */
  mailBodies: { id: number; text: string }[];
}

/** Everything the site holds for one address (compared ignoring case). */
export async function holdingsOf(em: EntityManager, rawEmail: string): Promise<Holdings> {
  const email = lower(rawEmail);
  const applications = await query<HeldApplication>(
    em,
    sql`select id, job_id, job_title, applicant_name, applicant_email, applicant_phone, experience, cover_letter, resume, status, applied_at,
               consent, consented_at, policy_version
          from job_applications where lower(applicant_email) = ${email} order by id`,
  );
  const appIds = applications.map((a) => Number(a.id));
  const uploads = appIds.length
    ? await query<HeldUpload>(
        em,
        sql`select application_id, original_name, size, type, created_at, storage_key from uploads where application_id in (${idList(appIds)}) order by application_id`,
      )
    : [];
  const leads: PrivacyHoldingsDto['leads'] = [];
  for (const kind of LEAD_KINDS) {
    const spec = LEAD_KIND_SPECS[kind];
    const rows = await query<Record<string, unknown> & { id: number; status: string; created_at: Date }>(
      em,
      sql`select * from ${tableOf(kind)} where lower(${column(LEAD_EMAIL_COLUMN[kind])}) = ${email} order by id`,
    );
    for (const row of rows) {
      leads.push({
        kind,
        id: Number(row.id),
        status: row.status,
        createdAt: iso(row.created_at),
        fields: spec.fields.map(([key, label]) => ({ label, value: row[snake(key)] == null ? null : String(row[snake(key)]) })),
        ...consentOfRow(row as { consent?: string | null; consented_at?: Date | null; policy_version?: string | null }),
      });
    }
  }
  const jobs = await query<{
    id: number;
    title: string;
    company: string;
    status: string;
    contact_email: string | null;
    contact_phone: string | null;
    posted_at: Date;
    consent: string | null;
    consented_at: Date | null;
    policy_version: string | null;
  }>(
    em,
    sql`select id, title, company, status, contact_email, contact_phone, posted_at, consent, consented_at, policy_version from jobs where lower(contact_email) = ${email} order by id`,
  );
  const alerts = await query<{
    id: number;
    query: string;
    location: string;
    type: string;
    category: string;
    frequency: string;
    status: string;
    created_at: Date;
    consent: string | null;
    consented_at: Date | null;
    policy_version: string | null;
  }>(
    em,
    sql`select id, query, location, type, category, frequency, status, created_at, consent, consented_at, policy_version from job_alerts where email = ${email} order by id`,
  );
  const mails = await query<{ id: number; kind: string; to_address: string; subject: string; status: string; created_at: Date; text_body: string }>(
    em,
    sql`select id, kind, to_address, subject, status, created_at, text_body from email_outbox where lower(to_address) = ${email} order by id`,
  );
  const requests = await em.find(PrivacyRequest, { email }, { orderBy: { id: 'asc' } });
  return {
    email,
    applications: applications.map((a) => ({
      id: Number(a.id),
      jobId: a.job_id == null ? null : Number(a.job_id),
      jobTitle: a.job_title,
      applicantName: a.applicant_name,
      applicantEmail: a.applicant_email,
      applicantPhone: a.applicant_phone,
      experience: a.experience,
      coverLetter: a.cover_letter,
      resume: a.resume,
      status: a.status,
      appliedAt: iso(a.applied_at),
      ...consentOfRow(a),
    })),
    resumes: uploads.map((u) => ({
      applicationId: Number(u.application_id),
      name: u.original_name,
      size: Number(u.size),
      type: u.type,
      uploadedAt: iso(u.created_at),
    })),
    leads,
    jobPosts: jobs.map((j) => ({
      id: Number(j.id),
      title: j.title,
      company: j.company,
      status: j.status,
      contactEmail: j.contact_email,
      contactPhone: j.contact_phone,
      postedAt: iso(j.posted_at),
      ...consentOfRow(j),
    })),
    jobAlerts: alerts.map((a) => ({
      id: Number(a.id),
      search: describeJobAlertSearch({ query: a.query || null, location: a.location || null, type: a.type || null, category: a.category || null }),
      frequency: a.frequency,
      status: a.status,
      createdAt: iso(a.created_at),
      ...consentOfRow(a),
    })),
    mails: mails.map((m) => ({ id: Number(m.id), kind: m.kind, to: m.to_address, subject: m.subject, status: m.status, createdAt: iso(m.created_at) })),
    requests: requests.map(toPrivacyRequestDto),
    files: uploads.map((u) => ({ applicationId: Number(u.application_id), name: u.original_name, storageKey: u.storage_key })),
    mailBodies: mails.map((m) => ({ id: Number(m.id), text: m.text_body })),
  };
}

/** The public part of the holdings (the admin screen's answer). */
export function holdingsDto(h: Holdings): PrivacyHoldingsDto {
  const { files: _files, mailBodies: _bodies, ...dto } = h;
  return dto;
}

// ---------------------------------------------------------------- completing a request

/** What completing a request uses: its audit entry's scope, the files, the clock and the export link's origin and key. */
type CompleteContext = AuditScope & PrivacyRequestContext & { files?: FileStore };

const alreadyCompleted = (): never => {
  throw new TRPCError({ code: 'CONFLICT', message: PRIVACY_MESSAGES.alreadyCompleted });
};

/** The name of a file inside the export: the application's id and the uploaded name, made safe. */
const exportFileName = (applicationId: number, name: string) => `resumes/${applicationId}-${name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'resume'}`;

/** The ZIP of an access request: one JSON file per kind of record, the mails with their text, and the résumé files. */
export async function buildExport(ctx: { files?: FileStore }, holdings: Holdings, now: Date): Promise<Uint8Array> {
  const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);
  const bodies = new Map(holdings.mailBodies.map((m) => [m.id, m.text]));
  const entries: Record<string, Uint8Array> = {
    'README.txt': strToU8(
      [
        `The personal information held for ${holdings.email}, exported ${now.toISOString()}.`,
        `Privacy policy version ${PRIVACY_POLICY.version} (${PRIVACY_POLICY.updated}).`,
        '',
        'applications.json   your job applications (the file of an uploaded résumé is in resumes/)',
        'leads.json          contact messages, quote and carrier requests, newsletter subscription',
        'job-posts.json      jobs you posted with this address as their contact',
        'job-alerts.json     your job alerts',
        'mails.json          the mails we sent to this address',
        'requests.json       your privacy requests',
        '',
      ].join('\n'),
    ),
    'applications.json': json(holdings.applications),
    'leads.json': json(holdings.leads),
    'job-posts.json': json(holdings.jobPosts),
    'job-alerts.json': json(holdings.jobAlerts),
    'mails.json': json(holdings.mails.map((m) => ({ ...m, text: bodies.get(m.id) ?? '' }))),
    'requests.json': json(holdings.requests),
  };
  for (const file of holdings.files) {
    const stream = await ctx.files?.open(file.storageKey);
    if (stream) entries[exportFileName(file.applicationId, file.name)] = await readAll(stream);
  }
  return zipSync(entries, { level: 6, mtime: now });
}

/** The download link of an export, and its token: signed over the request and its file, valid 7 days. */
export function exportLink(ctx: LinkSigning, request: Pick<IPrivacyRequest, 'id' | 'exportKey'>, now: number) {
  const token = signStamp(ctx.formGuard.secret, EXPORT_PURPOSE, `${request.id}:${request.exportKey}`, now);
  return { token, link: `${ctx.siteUrl}/api/privacy/exports/${request.id}?${new URLSearchParams({ token })}` };
}

/** The stored export a download link names, when the link is genuine and not expired; else null. */
export async function exportOf(
  em: EntityManager,
  ctx: Pick<PrivacyRequestContext, 'formGuard' | 'now'>,
  id: number,
  token: string,
): Promise<{ key: string; request: IPrivacyRequest } | null> {
  const request = await em.findOne(PrivacyRequest, { id });
  if (!request?.exportKey || !request.exportExpiresAt) return null;
  const issued = readStamp(ctx.formGuard.secret, EXPORT_PURPOSE, `${request.id}:${request.exportKey}`, token);
  const now = ctx.now().getTime();
  if (issued === null || issued > now + 60_000 || now - issued > PRIVACY_EXPORT_LINK_DAYS * DAY_MS || request.exportExpiresAt.getTime() < now) return null;
  return { key: request.exportKey, request };
}

/** An access request: the export is stored, its link mailed, the request closed with an audit entry (counts only). */
async function completeAccess(ctx: CompleteContext, request: IPrivacyRequest): Promise<void> {
  if (!ctx.files) throw new Error('no file storage: an export cannot be written');
  const now = ctx.now();
  const holdings = await holdingsOf(ctx.em, request.email!);
  const zip = await buildExport(ctx, holdings, now);
  const key = `exports/${randomUUID()}.zip`;
  await ctx.files.put(key, zip, 'application/zip');
  const previous = request.exportKey;
  request.exportKey = key;
  request.exportExpiresAt = new Date(now.getTime() + PRIVACY_EXPORT_LINK_DAYS * DAY_MS);
  request.status = 'completed';
  request.completedAt = now;
  request.completedBy = ctx.admin?.id ?? null;
  const download = exportLink(ctx, request, now.getTime());
  queueEmail(ctx.em, {
    kind: PRIVACY_MAIL.export,
    to: request.email!,
    ...privacyExportMail(await brandOf(ctx.em, ctx.siteUrl), request.locale, { link: download.link, expires: request.exportExpiresAt }),
    secrets: { linkKey: ctx.formGuard.secret, values: [download.token] },
  });
  recordAudit(ctx, {
    action: 'privacy.complete',
    targetType: 'privacy_request',
    targetId: request.id,
    label: `Access request #${request.id}`,
    after: {
      kind: 'access',
      applications: holdings.applications.length,
      resumes: holdings.files.length,
      leads: holdings.leads.length,
      jobPosts: holdings.jobPosts.length,
      jobAlerts: holdings.jobAlerts.length,
      mails: holdings.mails.length,
      bytes: zip.byteLength,
    },
  });
  try {
    await ctx.em.flush();
  } catch (error) {
    await ctx.files.delete(key).catch(() => undefined);
    throw error;
  }
  if (previous) await ctx.files.delete(previous).catch(() => undefined);
}

/** `text` with every occurrence of `term` (any case) replaced by ERASED; no pattern is built from the term. */
function replaceIgnoringCase(text: string, term: string): string {
  const needle = term.toLowerCase();
  if (!needle) return text;
  let out = '';
  let at = 0;
  const lowered = text.toLowerCase();
  // Lower-casing keeps the length of the text for the addresses and names it erases (checked: else the text is left whole).
  if (lowered.length !== text.length) return lowered.includes(needle) ? ERASED : text;
  for (let found = lowered.indexOf(needle); found >= 0; found = lowered.indexOf(needle, at)) {
    out += text.slice(at, found) + ERASED;
    at = found + needle.length;
  }
  return out + text.slice(at);
}

/** `value` with every term replaced by ERASED (strings inside objects and arrays too). */
export function scrub(value: unknown, terms: string[]): unknown {
  if (typeof value === 'string') return terms.reduce(replaceIgnoringCase, value);
  if (Array.isArray(value)) return value.map((v) => scrub(v, terms));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, terms)]));
  return value;
}

const likeAny = (expression: Sql, patterns: string[]) =>
  join(
    patterns.map((p) => sql`${expression} ilike ${p}`),
    ' or ',
  );
const escapeLikeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A deletion request: everything held for the address, in one transaction, then the files. The
 * terms erased are the address and the names given with it (each at least 3 characters, so a
 * two-letter name cannot rewrite unrelated text).
 */
async function completeDelete(ctx: CompleteContext, request: IPrivacyRequest): Promise<ErasedCountsDto> {
  const email = request.email!;
  const now = ctx.now();
  let files: string[] = [];
  const erased = await ctx.em.transactional(async (em) => {
    const holdings = await holdingsOf(em, email);
    const names = new Set<string>();
    for (const a of holdings.applications) if (a.applicantName) names.add(a.applicantName.trim());
    for (const kind of LEAD_KINDS) {
      const nameColumn = LEAD_NAME_COLUMN[kind];
      if (!nameColumn) continue;
      const rows = await query<{ name: string | null }>(
        em,
        sql`select ${column(nameColumn)} as name from ${tableOf(kind)} where lower(${column(LEAD_EMAIL_COLUMN[kind])}) = ${email}`,
      );
      for (const r of rows) if (r.name?.trim()) names.add(r.name.trim());
    }
    const terms = [email, ...[...names].filter((n) => n.length >= 3)].sort((a, b) => b.length - a.length);
    const patterns = terms.map(escapeLikeText);
    const htmlPatterns = terms.map((t) => escapeLikeText(escapeHtml(t)));

    // Applications: anonymised stubs; their files go after the commit.
    const appIds = holdings.applications.map((a) => a.id);
    const uploads = appIds.length
      ? await query<{ storage_key: string }>(em, sql`delete from uploads where application_id in (${idList(appIds)}) returning storage_key`)
      : [];
    const applications = appIds.length ? await anonymiseApplications(em, appIds, now) : 0;

    let leads = 0;
    let newsletter = 0;
    for (const kind of LEAD_KINDS) {
      const n = (await query(em, sql`delete from ${tableOf(kind)} where lower(${column(LEAD_EMAIL_COLUMN[kind])}) = ${email} returning id`)).length;
      if (kind === 'newsletter') newsletter += n;
      else leads += n;
    }
    const jobAlerts = (await query(em, sql`delete from job_alerts where lower(email) = ${email} returning id`)).length;
    const jobPosts = (
      await query(
        em,
        sql`update jobs set contact_email = null, contact_mailbox = null, contact_phone = null, consent = null, consent_purpose = null, policy_version = null, consented_at = null
            where lower(contact_email) = ${email} returning id`,
      )
    ).length;
    // Mails to the address, and any that named it or the person (the admins' notices).
    const mails = (
      await query(
        em,
        sql`delete from email_outbox where lower(to_address) = ${email} or ${likeAny(raw('subject'), patterns)} or ${likeAny(raw('text_body'), patterns)}
            or ${likeAny(raw("coalesce(html_body, '')"), htmlPatterns)} returning id`,
      )
    ).length;
    // The per-mailbox counts of automatic replies and confirmation links name the address.
    const keys = join(
      mailBudgetKeys(email).map((key) => sql`${key}`),
      ', ',
    );
    await query(em, sql`delete from rate_counters where key in (${keys})`);
    // My applications: the sign-in links and sessions of the mailbox (they name it).
    const mailbox = normalizeMailbox(email);
    await query(em, sql`delete from candidate_links where mailbox = ${mailbox}`);
    await query(em, sql`delete from candidate_sessions where mailbox = ${mailbox}`);

    // Audit entries that named the person: their text is rewritten (the trigger allows it in this transaction only).
    await query(em, sql`select set_config(${AUDIT_ERASURE_SETTING}, 'on', true)`);
    const named = await query<{ id: string; username: string; label: string | null; before: unknown; after: unknown }>(
      em,
      sql`select id, username, label, before, after from audit_log
          where ${likeAny(raw('username'), patterns)} or ${likeAny(raw("coalesce(label, '')"), patterns)}
             or ${likeAny(raw("coalesce(before::text, '')"), patterns)} or ${likeAny(raw("coalesce(after::text, '')"), patterns)}`,
    );
    for (const entry of named) {
      await query(
        em,
        sql`update audit_log set username = ${scrub(entry.username, terms)}, label = ${scrub(entry.label, terms)},
                   before = ${entry.before == null ? null : JSON.stringify(scrub(entry.before, terms))}::jsonb,
                   after = ${entry.after == null ? null : JSON.stringify(scrub(entry.after, terms))}::jsonb
            where id = ${entry.id}`,
      );
    }
    await query(em, sql`select set_config(${AUDIT_ERASURE_SETTING}, 'off', true)`);

    // Earlier requests of the address forget it too (and an export they left is deleted).
    const earlier = await query<{ export_key: string | null }>(
      em,
      sql`update privacy_requests p set email = null, export_key = null from (select id, export_key from privacy_requests where lower(email) = ${email} and id <> ${request.id} for update) o
          where p.id = o.id returning o.export_key`,
    );
    files = [
      ...uploads.map((u) => u.storage_key),
      ...earlier.map((r) => r.export_key).filter((k): k is string => !!k),
      ...(request.exportKey ? [request.exportKey] : []),
    ];

    const counts: ErasedCountsDto = {
      applications,
      resumes: uploads.length,
      leads,
      newsletter,
      jobAlerts,
      jobPosts,
      mails,
      auditEntries: named.length,
      requests: earlier.length,
    };
    const row = await em.findOneOrFail(PrivacyRequest, { id: request.id });
    row.email = null;
    row.exportKey = null;
    row.exportExpiresAt = null;
    row.status = 'completed';
    row.completedAt = now;
    row.completedBy = ctx.admin?.id ?? null;
    recordAudit(
      { ...ctx, em },
      {
        action: 'privacy.complete',
        targetType: 'privacy_request',
        targetId: request.id,
        label: `Deletion request #${request.id}`,
        after: { kind: 'delete', ...counts },
      },
    );
    await em.flush();
    return counts;
  });
  await ctx.em.refresh(request).catch(() => undefined);
  await deleteFiles(ctx.files, files);
  return erased;
}

/** POST /api/admin/privacy/requests/{id}/complete. */
export async function completePrivacyRequest(ctx: CompleteContext, request: IPrivacyRequest): Promise<{ erased: ErasedCountsDto | null }> {
  if (request.status === 'completed' || !request.email) return alreadyCompleted();
  if (request.kind === 'access') {
    await completeAccess(ctx, request);
    return { erased: null };
  }
  return { erased: await completeDelete(ctx, request) };
}
