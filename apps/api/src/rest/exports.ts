import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LEAD_KIND_SPECS, createCaller } from '@app/trpc';
import { APPLICATION_STATUS_LABELS, LEAD_KINDS, type LeadKind } from '@app/shared/constants';
import type { ApplicationDto, JobAdminItem, LeadDto } from '@app/shared/schemas/dtos';
import { JOB_CSV_COLUMNS, JOB_CSV_HEADERS } from '@app/shared/job-csv';
import { zonedDate } from '@app/shared/time-zone';
import { toHttpError } from './errors.ts';

/**
 * CSV exports of the admin lists. Each streams every row matching the list's filters (search and
 * status from the query string), not only the page on screen: the rows are read in batches by
 * the admin procedures `application.exportBatch` and `lead.exportBatch` (keyset paging on the
 * id), and a batch is read only when the client has taken the previous one. The procedures check
 * the admin session (401 without one) and the filters (400 with the list's messages).
 */

interface Batch<T> {
  items: T[];
  next: number | null;
}

/** Spreadsheets run a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formulas defused with a leading apostrophe; quoted when needed, quotes doubled. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (RFC 4180: CRLF). */
export const csvLine = (cells: readonly (string | number | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The day in the company's time zone, YYYY-MM-DD, for file names. */
const fileDay = (now = new Date()) => zonedDate(now);

const firstString = (v: unknown) => {
  const value = Array.isArray(v) ? v[0] : v;
  return typeof value === 'string' ? value : undefined;
};

/** The list filters of the query string (the procedures parse them). */
function filters(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  return { search: firstString(query.search), status: firstString(query.status) };
}

const APPLICATION_COLUMNS = ['ID', 'Applied', 'Status', 'Applicant name', 'Email', 'Phone', 'Job title', 'Job ID', 'Experience', 'Cover letter', 'Resume'];
const applicationCells = (a: ApplicationDto) => [
  a.id,
  a.appliedAt,
  APPLICATION_STATUS_LABELS[a.status] ?? a.status,
  a.applicantName,
  a.applicantEmail,
  a.applicantPhone,
  a.jobTitle,
  a.jobId,
  a.experience,
  a.coverLetter,
  a.resume ?? (a.resumeFile ? `Uploaded file: ${a.resumeFile.name}` : null),
];

/** The admin job list's export (issue 38, items 4 and 5): the columns POST /api/admin/jobs/import reads, then what each job draws (@app/shared/job-csv). */
const JOB_COLUMNS = [...JOB_CSV_HEADERS];
const jobCells = (j: JobAdminItem) => JOB_CSV_COLUMNS.map((column) => column.cell(j));

const LEAD_STATUS_LABELS: Record<string, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed', active: 'Active', unsubscribed: 'Unsubscribed' };
const leadColumns = (kind: LeadKind) => ['ID', 'Received', 'Status', ...LEAD_KIND_SPECS[kind].fields.map(([, label]) => label)];
const leadCells = (lead: LeadDto) => [lead.id, lead.createdAt, LEAD_STATUS_LABELS[lead.status] ?? lead.status, ...lead.fields.map((f) => f.value)];

/**
 * Answers a CSV download. The first batch is read before anything is sent, so a missing session
 * or a bad filter still answers 401 or 400 as JSON; after that the rows stream.
 */
async function sendCsv<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { fileName: string; columns: string[]; cells: (item: T) => unknown[]; batch: (after?: number) => Promise<Batch<T>> },
) {
  let first: Batch<T>;
  try {
    first = await options.batch();
  } catch (error) {
    const { status, body, headers } = toHttpError(error, request.log);
    if (headers) reply.headers(headers);
    return reply.code(status).header('cache-control', 'no-store').send(body);
  }

  async function* lines(): AsyncGenerator<string> {
    // A byte-order mark, so spreadsheet apps read the file as UTF-8.
    let chunk = `\uFEFF${csvLine(options.columns)}`;
    let batch = first;
    for (;;) {
      for (const item of batch.items) chunk += csvLine(options.cells(item) as (string | number | null)[]);
      yield chunk;
      chunk = '';
      if (batch.next === null) return;
      try {
        batch = await options.batch(batch.next);
      } catch (error) {
        // The headers are gone: cut the download short so it does not look complete.
        request.log.error({ err: error }, 'CSV export failed');
        throw error;
      }
    }
  }

  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}

/** GET /api/admin/applications/export.csv, GET /api/admin/jobs/export.csv and GET /api/admin/leads/{kind}/export.csv (admin). */
export default async function exportRoutes(app: FastifyInstance) {
  app.get('/api/admin/applications/export.csv', async (request, reply) => {
    const caller = createCaller(app.contextFor(request));
    const { search, status } = filters(request);
    const mine = firstString((request.query as Record<string, unknown>).mine);
    return sendCsv(request, reply, {
      fileName: `applications-${fileDay()}.csv`,
      columns: APPLICATION_COLUMNS,
      cells: applicationCells,
      batch: (after) => caller.application.exportBatch({ search, status, mine, after }),
    });
  });

  app.get('/api/admin/jobs/export.csv', async (request, reply) => {
    const caller = createCaller(app.contextFor(request));
    const { search, status } = filters(request);
    const needs = firstString((request.query as Record<string, unknown>).needs);
    return sendCsv(request, reply, {
      fileName: `jobs-${fileDay()}.csv`,
      columns: JOB_COLUMNS,
      cells: jobCells,
      batch: (after) => caller.job.exportBatch({ search, status, needs, after } as Parameters<typeof caller.job.exportBatch>[0]),
    });
  });

  app.get<{ Params: { kind: string } }>('/api/admin/leads/:kind/export.csv', async (request, reply) => {
    const caller = createCaller(app.contextFor(request));
    const { search, status } = filters(request);
    const kind = request.params.kind as LeadKind;
    return sendCsv(request, reply, {
      // An unknown kind fails in the procedure (400) before the name is used.
      fileName: (LEAD_KINDS as readonly string[]).includes(kind) ? `${kind}-leads-${fileDay()}.csv` : 'leads.csv',
      columns: (LEAD_KINDS as readonly string[]).includes(kind) ? leadColumns(kind) : [],
      cells: leadCells,
      batch: (after) => caller.lead.exportBatch({ kind, search, status, after }),
    });
  });
}
