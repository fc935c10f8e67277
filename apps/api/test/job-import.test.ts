import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '@app/db';
import { JOB_CSV_HEADERS, JOB_IMPORT_MAX_BYTES, JOB_IMPORT_MAX_ROWS, JOB_IMPORT_MESSAGES } from '@app/shared/job-csv';
import { JOB_LANGUAGE_MESSAGES } from '@app/shared/job-language';
import { FORBIDDEN_MESSAGE } from '@app/shared/roles';
import { createAdmin, createAdminApp, loginCookie, parseCsv, type TestApp } from './helpers.ts';
import { multipart } from './resume-files.ts';
import { FUZZ_OPTIONS } from './fuzzing.ts';

/**
 * Bulk jobs for staff (issue 38, item 5): POST /api/admin/jobs/import takes a CSV file with the
 * export's columns, checks every row with admin create's rules and creates all rows or none. On a
 * real PostgreSQL, through REST.
 */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  ({ t, cookie } = await createAdminApp());
});
afterAll(() => t.close());

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const jobCount = async () => Number((await t.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*) as n from jobs'))[0]!.n);
const auditCount = async () =>
  Number((await t.orm.em.fork().getConnection().execute<{ n: string }[]>("select count(*) as n from audit_log where action = 'job.create'"))[0]!.n);

const importCsv = (csv: string | Buffer, headers: Record<string, string> = { cookie }, contentType = 'text/csv') =>
  t.app.inject({ method: 'POST', url: '/api/admin/jobs/import', payload: csv, headers: { 'content-type': contentType, ...headers } });

/** One CSV line as a spreadsheet writes it (quotes doubled, CRLF). */
const line = (cells: string[]) => `${cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\r\n`;

const HEADER = ['Title', 'Company', 'Location', 'Type', 'Category', 'Description', 'Pay min', 'Pay max', 'Pay period', 'Contact email'];
const goodRow = (title: string) => [
  title,
  'Bulk Logistics',
  'Mississauga, ON',
  'Full-Time',
  'Warehouse',
  'Pick and pack orders.',
  '22',
  '24',
  'hour',
  'hr@bulk.example',
];

interface Refusal {
  message: string;
  errors: { row: number; field: string; message: string }[];
}

describe('POST /api/admin/jobs/import', () => {
  it('round trip: the export of jobs imports as the same jobs, pending review, each with its audit entry', async () => {
    const word = unique('Roundtrip').split(' ')[1]!;
    const em = t.orm.em.fork();
    const originals = [
      em.create(Job, {
        title: `${word} Forklift Operator`,
        company: 'Maple, "North" Logistics',
        location: 'Laval, QC',
        type: 'Full-Time',
        category: 'Warehouse',
        description: 'Line one, with a comma.\nLine two: "quoted".\n- a bullet that looks like a formula',
        requirements: '=SUM(A1) is not a formula here',
        salary: null,
        payMin: 22,
        payMax: 26,
        payPeriod: 'hour',
        currency: 'CAD',
        titleFr: 'Cariste',
        descriptionFr: 'Conduire un chariot élévateur.',
        requiresEnglish: true,
        englishReason: 'Clients in Ontario',
        contactEmail: 'hr@maple.example',
        contactPhone: '+1 514 555 0100',
        featured: true,
        status: 'approved',
        expiresAt: new Date('2031-01-15T12:00:00.000Z'),
      }),
      em.create(Job, {
        title: `${word} Dispatcher`,
        company: 'Route Co',
        location: 'Toronto, ON',
        type: 'Part-time',
        category: 'Transportation',
        description: 'Plan the routes.',
        salary: 'Competitive',
        existingVacancy: true,
        aiScreening: false,
        employerUnder25: false,
        status: 'pending',
      }),
    ];
    await em.flush();

    const exported = await t.app.inject({ url: `/api/admin/jobs/export.csv?search=${word}`, headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(parseCsv(exported.body.slice(1))[0]).toEqual(JOB_CSV_HEADERS);

    const before = await jobCount();
    const audits = await auditCount();
    const res = await importCsv(exported.body);
    expect(res.statusCode, res.body).toBe(201);
    const { created, ids } = res.json() as { created: number; ids: number[] };
    expect(created).toBe(2);
    expect(await jobCount()).toBe(before + 2);
    expect(await auditCount()).toBe(audits + 2);

    // The export lists the highest id first; the import creates in the file's order.
    const reader = t.orm.em.fork();
    const copies = await reader.find(Job, { id: { $in: ids } });
    const stored = await reader.find(Job, { id: { $in: originals.map((o) => o.id) } });
    const fields = [
      'company',
      'location',
      'type',
      'category',
      'description',
      'requirements',
      'salary',
      'payMin',
      'payMax',
      'payPeriod',
      'currency',
      'titleFr',
      'descriptionFr',
      'requirementsFr',
      'requiresEnglish',
      'englishReason',
      'existingVacancy',
      'aiScreening',
      'employerUnder25',
      'contactEmail',
      'contactPhone',
      'featured',
      'expiresAt',
    ] as const;
    expect(stored).toHaveLength(2);
    for (const original of stored) {
      const copy = copies.find((c) => c.title === original.title)!;
      expect(copy, original.title).toBeDefined();
      expect(copy.id).not.toBe(original.id);
      expect(copy.status).toBe('pending');
      for (const field of fields) expect([field, copy[field] ?? null]).toEqual([field, original[field] ?? null]);
    }
  });

  it('reads quoted commas and line breaks, a byte-order mark and CRLF, headers in any order and case, and ignores the computed columns', async () => {
    const title = unique('Quoted');
    const csv =
      '\uFEFF' +
      line(['id', 'DESCRIPTION', 'title', 'Company', 'Location', 'Type', 'Category', 'Views', 'Status']) +
      line(['999', 'First line, with a comma\r\nSecond "line"', title, 'Acme, Inc.', 'Calgary, AB', 'Contract', 'Warehouse', '12', 'approved']);
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(201);
    const [id] = (res.json() as { ids: number[] }).ids;
    const job = await t.orm.em.fork().findOneOrFail(Job, { id: id! });
    expect(job).toMatchObject({
      title,
      company: 'Acme, Inc.',
      description: 'First line, with a comma\r\nSecond "line"',
      location: 'Calgary, AB',
      status: 'pending',
    });
    expect(job.id).not.toBe(999);
  });

  it('accepts the file as multipart/form-data (the admin screen)', async () => {
    const title = unique('Multipart');
    const body = multipart([{ name: 'file', filename: 'jobs.csv', contentType: 'text/csv', data: line(HEADER) + line(goodRow(title)) }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/jobs/import', payload: body.payload, headers: { ...body.headers, cookie } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ created: 1 });
    expect(await t.orm.em.fork().count(Job, { title })).toBe(1);

    const noFile = multipart([{ name: 'note', data: 'hello' }]);
    const missing = await t.app.inject({ method: 'POST', url: '/api/admin/jobs/import', payload: noFile.payload, headers: { ...noFile.headers, cookie } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: JOB_IMPORT_MESSAGES.noFile, errors: [] });
  });

  it('a file with bad rows among good ones lists every bad row and field, and creates nothing', async () => {
    const word = unique('Mixed').split(' ')[1]!;
    const csv =
      line(HEADER) +
      line(goodRow(`${word} Good One`)) +
      line(['', 'Bulk Logistics', 'Mississauga, ON', 'Full-Time', 'Warehouse', 'Pick.', '', '', '', '']) + // row 3: no title
      line(goodRow(`${word} Good Two`)) +
      line([`${word} Bad Pay`, 'Bulk Logistics', 'Mississauga, ON', 'Full-Time', 'Warehouse', 'Pick.', '30', '20', 'hour', 'not-an-email']) + // row 5: two fields
      '\r\n' + // row 6: blank, skipped but counted
      line([`${word} Bad Type`, 'Bulk Logistics', 'Mississauga, ON', 'Sometimes', 'Warehouse', '', '', '', '', '']); // row 7: type and description
    const before = await jobCount();
    const res = await importCsv(csv);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json() as Refusal;
    expect(body.message).toBe(JOB_IMPORT_MESSAGES.rejected(5, 3));
    expect(body.errors.map(({ row, field }) => [row, field])).toEqual([
      [3, 'Title'],
      [5, 'Pay max'],
      [5, 'Contact email'],
      [7, 'Type'],
      [7, 'Description'],
    ]);
    expect(body.errors.find((e) => e.row === 5 && e.field === 'Pay max')!.message).toBe('Maximum pay must be at least the minimum pay');
    for (const error of body.errors) expect(error.message.length).toBeGreaterThan(0);
    expect(await jobCount()).toBe(before);
    expect(await t.orm.em.fork().count(Job, { title: { $like: `${word}%` } })).toBe(0);
  });

  it('enforces the create rules beyond single fields: a Québec job that requires English says why', async () => {
    const csv =
      line([...HEADER, 'Requires English', 'English reason', 'Featured']) +
      line([...goodRow(unique('Quebec')).slice(0, 2), 'Montréal, QC', ...goodRow('x').slice(3), 'yes', '', 'maybe']);
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(400);
    expect((res.json() as Refusal).errors).toEqual([
      { row: 2, field: 'English reason', message: JOB_LANGUAGE_MESSAGES.englishReasonRequired },
      { row: 2, field: 'Featured', message: JOB_IMPORT_MESSAGES.yesNo('Featured') },
    ]);
  });

  it('refuses a file that is not one: empty, header only, unknown, repeated or missing columns, broken quotes (400)', async () => {
    const before = await jobCount();
    const cases: [string, string | RegExp][] = [
      ['', JOB_IMPORT_MESSAGES.empty],
      ['\uFEFF\r\n', JOB_IMPORT_MESSAGES.empty],
      [line(HEADER), JOB_IMPORT_MESSAGES.noRows],
      [line(HEADER) + '\r\n,,,\r\n', JOB_IMPORT_MESSAGES.noRows],
      [line([...HEADER, 'Shoe size']) + line([...goodRow('x'), '9']), /^Unknown column: Shoe size\. The columns are those of the export: ID, Title/],
      [line([...HEADER, 'title']) + line([...goodRow('x'), 'y']), JOB_IMPORT_MESSAGES.duplicateColumn('Title')],
      [line(HEADER.filter((h) => h !== 'Description' && h !== 'Category')) + line(['x']), JOB_IMPORT_MESSAGES.missingColumns(['Category', 'Description'])],
      [line(HEADER) + 'a,"unterminated\r\n', /^The file is not valid CSV: /],
    ];
    for (const [csv, message] of cases) {
      const res = await importCsv(csv);
      expect(res.statusCode, csv).toBe(400);
      const body = res.json() as Refusal;
      if (typeof message === 'string') expect(body.message, csv).toBe(message);
      else expect(body.message, csv).toMatch(message);
      expect(body.errors).toEqual([]);
    }
    expect(await jobCount()).toBe(before);
  });

  it('refuses more than the limits (413), other content types (415), no session (401) and roles that may not create jobs (403)', async () => {
    const before = await jobCount();
    const tooBig = line(HEADER) + 'x'.repeat(JOB_IMPORT_MAX_BYTES);
    const big = await importCsv(tooBig);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: JOB_IMPORT_MESSAGES.tooLarge });

    // Declared far over the limit: refused before the body is read.
    expect((await importCsv(tooBig + 'x'.repeat(512 * 1024))).statusCode).toBe(413);
    // A file part over the limit.
    const bigFile = multipart([{ name: 'file', filename: 'jobs.csv', contentType: 'text/csv', data: tooBig }]);
    const bigPart = await t.app.inject({ method: 'POST', url: '/api/admin/jobs/import', payload: bigFile.payload, headers: { ...bigFile.headers, cookie } });
    expect(bigPart.statusCode).toBe(413);
    expect(bigPart.json()).toEqual({ message: JOB_IMPORT_MESSAGES.tooLarge });

    const rows = line(HEADER) + line(goodRow('Many')).repeat(JOB_IMPORT_MAX_ROWS + 1);
    const many = await importCsv(rows);
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({ message: JOB_IMPORT_MESSAGES.tooManyRows });

    const json = await importCsv(JSON.stringify({ csv: line(HEADER) + line(goodRow('Json')) }), { cookie }, 'application/json');
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: JOB_IMPORT_MESSAGES.wrongType });

    const signedOut = await importCsv(line(HEADER) + line(goodRow('Anonymous')), {});
    expect(signedOut.statusCode).toBe(401);
    // Before the body is read: a signed-out caller learns nothing of the limits.
    expect((await importCsv(tooBig, {})).statusCode).toBe(401);

    await createAdmin(t.orm, 'import-editor', 'correct horse battery', 'editor');
    const editor = await loginCookie(t.app, { username: 'import-editor', password: 'correct horse battery' });
    const forbidden = await importCsv(line(HEADER) + line(goodRow('Editor')), { cookie: editor });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: FORBIDDEN_MESSAGE });

    await createAdmin(t.orm, 'import-recruiter', 'correct horse battery', 'recruiter');
    const recruiter = await loginCookie(t.app, { username: 'import-recruiter', password: 'correct horse battery' });
    const allowed = await importCsv(line(HEADER) + line(goodRow(unique('Recruiter'))), { cookie: recruiter });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(await jobCount()).toBe(before + 1);
  });

  it('imports a file of the most jobs allowed, in one go', async () => {
    const word = unique('Limit').split(' ')[1]!;
    const rows = Array.from({ length: JOB_IMPORT_MAX_ROWS }, (_, i) => line(goodRow(`${word} ${i + 1}`))).join('');
    const started = Date.now();
    const res = await importCsv(line(HEADER) + rows);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const { created, ids } = res.json() as { created: number; ids: number[] };
    expect(created).toBe(JOB_IMPORT_MAX_ROWS);
    expect(new Set(ids).size).toBe(JOB_IMPORT_MAX_ROWS);
    expect(await t.orm.em.fork().count(Job, { title: { $like: `${word} %` } })).toBe(JOB_IMPORT_MAX_ROWS);
    // In the file's order.
    const [firstJob] = await t.orm.em.fork().find(Job, { id: ids[0]! });
    expect(firstJob!.title).toBe(`${word} 1`);
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('never answers 5xx nor stores anything for a refused body, whatever it holds', async () => {
    const cell = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', '"', '""', ',', '\r\n', '\n', '\uFEFF', "'=1", 'yes', 'Full-Time', '-5', '1e999'));
    const body = fc.oneof(
      fc.string({ maxLength: 400 }),
      fc.array(fc.array(cell, { maxLength: 12 }), { maxLength: 6 }).map((rows) => line(HEADER) + rows.map((r) => r.join(',')).join('\r\n')),
    );
    await fc.assert(
      fc.asyncProperty(body, async (csv) => {
        const before = await jobCount();
        const res = await importCsv(csv);
        expect(res.statusCode, csv).toBeLessThan(500);
        if (res.statusCode !== 201) expect(await jobCount()).toBe(before);
      }),
      FUZZ_OPTIONS,
    );
  });

  it('is all or nothing when an insert fails: nothing of the file stays', async () => {
    const word = unique('Atomic').split(' ')[1]!;
    // A constraint the schema cannot see: the second row's id is taken by a row inserted meanwhile.
    const conn = t.orm.em.fork().getConnection();
    await conn.execute(`create or replace function reject_atomic() returns trigger language plpgsql as $$
      begin if new.title = '${word} Second' then raise exception 'refused by test'; end if; return new; end $$`);
    await conn.execute('create trigger reject_atomic before insert on jobs for each row execute function reject_atomic()');
    try {
      const before = await jobCount();
      const res = await importCsv(line(HEADER) + line(goodRow(`${word} First`)) + line(goodRow(`${word} Second`)));
      expect(res.statusCode).toBe(500);
      expect(await jobCount()).toBe(before);
      expect(await t.orm.em.fork().count(Job, { title: `${word} First` })).toBe(0);
    } finally {
      await conn.execute('drop trigger reject_atomic on jobs');
      await conn.execute('drop function reject_atomic()');
    }
  });
});
