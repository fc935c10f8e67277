import fc from 'fast-check';
import { MAINTENANCE_MESSAGE } from '@app/trpc';
import type { Orm } from '@app/db';
import { validJob, validTransportationQuote } from './helpers.ts';

/**
 * What the REST and tRPC fuzzing (fuzz.test.ts, trpc-fuzz.test.ts) share: the hostile values,
 * valid bodies to spoil one field at a time, the number of runs, and a fingerprint of the stored
 * rows to show that a rejected request stored nothing.
 */

/**
 * fast-check's options: 40 cases per REST route or procedure in `pnpm test`, more with
 * FUZZ_RUNS=500; FUZZ_SEED replays the cases of a failure's printed seed.
 */
export const FUZZ_OPTIONS: { numRuns: number; seed?: number } = {
  numRuns: Number(process.env.FUZZ_RUNS ?? 40),
  ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
};

/** A valid body for each REST route that takes one (keyed `METHOD /url`, as in the REST table). */
export const VALID_BODIES: Record<string, Record<string, unknown>> = {
  'POST /api/jobs/submit': validJob,
  'POST /api/jobs': validJob,
  // Two months from today: a fixed date passes one day, and the job then closes under the fuzzing.
  'PUT /api/jobs/:id': { ...validJob, expiresAt: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10) },
  'PATCH /api/jobs/:id/status': { status: 'approved' },
  'PATCH /api/jobs/status': { ids: [1, 2], status: 'denied', reason: 'Pay or terms missing' },
  'POST /api/jobs/:id/apply': {
    coverLetter: 'I would like to apply.',
    applicantName: 'Pat Doe',
    applicantEmail: 'pat@example.com',
    resume: 'https://example.com/cv.pdf',
  },
  'PATCH /api/applications/:id/status': { status: 'accepted' },
  'POST /api/jobs/:id/view': { referrer: 'https://www.google.com/', utmSource: 'job-alert' },
  'POST /api/admin/blog': {
    title: 'A fuzzed post',
    slug: 'a-fuzzed-post',
    excerpt: 'Short',
    content: 'Body text',
    category: 'Industry News',
    published: false,
  },
  'PATCH /api/admin/blog/:id': { title: 'Renamed' },
  'POST /api/admin/testimonials': { name: 'Sam', company: 'Acme', role: 'Manager', content: 'Great service', rating: 5 },
  'PATCH /api/admin/testimonials/:id': { rating: 4 },
  'POST /api/contact': { name: 'Pat Sender', email: 'pat@example.com', subject: 'Hello there', message: 'A question about staffing.' },
  'POST /api/quotes/transportation': validTransportationQuote,
  'POST /api/quotes/warehouse': { name: 'Pat', company: 'Acme Ltd', email: 'pat@example.com', serviceType: 'storage' },
  'POST /api/carriers/join': { companyName: 'Haulers', email: 'h@example.com' },
  'POST /api/newsletter': { email: 'reader@example.com' },
  'PATCH /api/admin/leads/:kind/:id/status': { status: 'contacted' },
  'PUT /api/admin/settings/site': {
    companyName: 'Northline Workforce Solutions',
    companyDescription: 'Staffing, warehouse services and transportation.',
    contactEmail: 'info@example.ca',
    contactPhone: '(905) 555-0148',
    address: '2250 Matheson Blvd E, Mississauga, ON',
    businessHours: 'Monday - Friday: 9:00 AM - 5:00 PM',
    maintenanceMode: false,
    jobAutoApproval: false,
  },
  'PUT /api/admin/settings/notifications': {
    notifyNewApplications: true,
    notifyNewJobPosts: true,
    notifyBlogComments: false,
    notifyWeeklySummary: true,
    notifyBrowser: true,
  },
  'PUT /api/admin/settings/system': { applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: 'pdf,doc,docx' },
  'POST /api/admin/login': { username: 'someone', password: 'a password' },
  'POST /api/candidates/link': { email: 'pat@example.com' },
  'POST /api/candidates/sign-in': { token: `${'a'.repeat(43)}.${'b'.repeat(24)}` },
  'PATCH /api/candidates/applications/:id': { applicantName: 'Pat Doe', applicantPhone: '(416) 555-0100' },
  'POST /api/employers/link': { email: 'pat@example.com' },
  'POST /api/employers/sign-in': { token: `${'a'.repeat(43)}.${'b'.repeat(24)}` },
  'PATCH /api/employers/jobs/:id': { title: 'Forklift Operator', contactPhone: '(416) 555-0100' },
  'POST /api/employers/jobs/:id/close': { reason: 'filled' },
  'PUT /api/admin/privacy/retention': { applicationsMonths: 24, leadsMonths: 18, sentMailDays: 90, unconfirmedAlertDays: 7, auditLogMonths: 12 },
};

/** Values that have broken servers before: control characters, lone surrogates, extreme dates and numbers, wrong types. */
export const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '\u007f',
    '275760-09-13',
    '-000001-01-01',
    '0000-01-01',
    '2026-02-30',
    '1e309',
    'NaN',
    'Infinity',
    '-1',
    '0',
    '9'.repeat(40),
    '%00',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    // Lone UTF-16 surrogates (half a character): PostgreSQL cannot store them.
    '\ud800',
    'Forklift \udc00Operator',
    'truck \ud83d',
    '\udfff\ud800',
    'x'.repeat(70_000),
    '__proto__',
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 2 ** 31, -(2 ** 31) - 1),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** A path parameter: ids out of range or not numbers, names of kinds, control characters. */
export const pathParam = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.integer().map(String),
  fc.constantFrom('1', '0', '-1', '1.5', '99999999999999999999', '1e3', 'NaN', '\u0000', 'contact', 'newsletter', 'nope'),
);

/** Every list filter and paging key of the API. */
export const QUERY_KEYS = [
  'query',
  'location',
  'type',
  'category',
  'remote',
  'sort',
  'page',
  'limit',
  'search',
  'status',
  'filter',
  'related',
  'kind',
  'after',
  'admin',
  'action',
  'from',
  'to',
];

/** A query string's parameters: up to four list keys with hostile values, as text. */
export const queryString = fc.dictionary(
  fc.constantFrom(...QUERY_KEYS),
  hostile.map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
  { maxKeys: 4 },
);

/** A body or input of any shape: a bare value, an object of hostile fields, a prototype key. */
export const anyShape: fc.Arbitrary<unknown> = fc.oneof(
  hostile,
  fc.dictionary(fc.string({ maxLength: 12 }), hostile, { maxKeys: 6 }),
  fc.constant({ ['__proto__']: { admin: true } }),
);

/**
 * Inputs near a valid one (that valid input with one field, or one of `extraFields`, set to a
 * hostile value), two times in three; otherwise any shape. Without a valid input: any shape.
 */
export function spoiled(valid: Record<string, unknown> | undefined, extraFields: string[] = ['unexpectedField']): fc.Arbitrary<unknown> {
  if (!valid) return anyShape;
  const fields = [...new Set([...Object.keys(valid), ...extraFields])];
  const oneFieldReplaced = fc.record({ field: fc.constantFrom(...fields), value: hostile }).map(({ field, value }) => ({ ...valid, [field]: value }));
  return fc.oneof(oneFieldReplaced, oneFieldReplaced, anyShape);
}

/** Maintenance mode (which the fuzzing may switch on through the settings) answers public calls 503 on purpose. */
export function isMaintenanceAnswer(status: number, message: unknown): boolean {
  return status === 503 && message === MAINTENANCE_MESSAGE;
}

/**
 * The tables a request stores into, each as a hash of all its rows. Sessions, throttle counters
 * and the counters triggers keep are left out: a refused login or a throttled call may count.
 */
const STORED_TABLES = [
  'jobs',
  'job_applications',
  'blog_posts',
  'testimonials',
  'contact_messages',
  'transportation_quotes',
  'warehouse_quotes',
  'carrier_applications',
  'newsletter_subscriptions',
  'site_settings',
  'admin_users',
  'users',
  'uploads',
  'candidate_links',
  'candidate_sessions',
  'privacy_requests',
  'retention_runs',
];

export async function storedRows(orm: Orm): Promise<Record<string, string>> {
  const columns = STORED_TABLES.map(
    (table) => `(select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`,
  );
  const [row] = await orm.em
    .fork()
    .getConnection()
    .execute<Array<Record<string, string>>>(`select ${columns.join(', ')}`);
  return row!;
}
