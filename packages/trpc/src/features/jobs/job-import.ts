import { TRPCError } from '@trpc/server';
import { CsvError, parse } from 'csv-parse/sync';
import { Job, type IJob } from '@app/db';
import {
  JOB_CSV_COLUMNS,
  JOB_IMPORT_MAX_BYTES,
  JOB_IMPORT_MAX_ROWS,
  JOB_IMPORT_MESSAGES,
  csvHeaderKey,
  undefusedCell,
  type JobCsvColumn,
  type JobCsvField,
} from '@app/shared/job-csv';
import { formatPay } from '@app/shared/pay';
import type { JobImportError, JobImportFormat, JobImportResult } from '@app/shared/schemas/dtos';
import { ZJobCreateInput, type JobCreateInput } from '@app/shared/schemas/inputs';
import { recordAudit, reserveIds, type AuditScope } from '../audit/audit.ts';
import { jobLabel } from './jobs.ts';
import { postingFields, withoutPostingFields } from './job-pay.ts';
import { languageFields, withoutLanguageFields } from './job-language.ts';

/**
 * POST /api/admin/jobs/import (issue 38, item 5): a CSV file of jobs with the export's columns
 * (@app/shared/job-csv), each row checked by the rules of admin create (ZJobCreateInput, the
 * schema Post a Job shares), and then all rows created, pending review, in one transaction, or
 * none. A file with any bad row answers 400 listing every bad row and field; nothing is stored.
 */

/** What the import reads and its limits (job.importFormat; the admin dialog shows it). */
export function jobImportFormat(): JobImportFormat {
  return {
    maxBytes: JOB_IMPORT_MAX_BYTES,
    maxRows: JOB_IMPORT_MAX_ROWS,
    columns: JOB_CSV_COLUMNS.map((c) => ({ header: c.header, read: c.field !== undefined, required: c.required === true })),
  };
}

const byKey = new Map(JOB_CSV_COLUMNS.map((c) => [csvHeaderKey(c.header), c]));
const headerOf = new Map(JOB_CSV_COLUMNS.filter((c) => c.field).map((c) => [c.field!, c.header]));

/** The yes/no columns that ZJobCreateInput takes as booleans only (the others read 'yes'/'no' themselves). */
const STRICT_BOOLEANS = new Set<JobCsvField>(['featured']);

const badRequest = (message: string): never => {
  throw new TRPCError({ code: 'BAD_REQUEST', message });
};

/**
 * The refusal of a file with bad rows: a 400 whose message says nothing was imported and whose
 * issues are the problems, each at [row, column header] (the REST route answers them as
 * `errors: [{row, field, message}]`). ZodRealError: zod 4's ZodError is not an Error (see job-pay.ts invalid).
 */
export class JobImportRejected extends Error {
  readonly errors: JobImportError[];
  constructor(errors: JobImportError[]) {
    super(JOB_IMPORT_MESSAGES.rejected(errors.length, new Set(errors.map((e) => e.row)).size));
    this.errors = errors;
  }
}

/** The problems of a refused import, when `error` is one (the REST route and tests read them). */
export function jobImportErrorsOf(error: unknown): JobImportError[] | undefined {
  const cause = error instanceof TRPCError ? error.cause : error;
  return cause instanceof JobImportRejected ? cause.errors : undefined;
}

function reject(errors: JobImportError[]): never {
  const rejected = new JobImportRejected(errors);
  throw new TRPCError({ code: 'BAD_REQUEST', message: rejected.message, cause: rejected });
}

/** Reads the records of the text: quotes, commas and line breaks in quoted cells, CRLF, a byte-order mark. */
function records(csv: string): string[][] {
  try {
    return parse(csv, { bom: true, relax_column_count: true, skip_empty_lines: false, max_record_size: JOB_IMPORT_MAX_BYTES }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) return badRequest(JOB_IMPORT_MESSAGES.notCsv(error.message));
    throw error;
  }
}

/** The header row: every column known (the export's), none twice, the required ones present. */
function readHeader(header: string[]): (JobCsvColumn | undefined)[] {
  const columns = header.map((h) => byKey.get(csvHeaderKey(h)));
  const unknown = header.filter((h, i) => !columns[i] && csvHeaderKey(h) !== '');
  if (unknown.length)
    badRequest(
      `${JOB_IMPORT_MESSAGES.unknownColumns(unknown.map((h) => h.trim()))}. The columns are those of the export: ${JOB_CSV_COLUMNS.map((c) => c.header).join(', ')}`,
    );
  const seen = new Set<JobCsvColumn>();
  for (const column of columns) {
    if (!column) continue;
    if (seen.has(column)) badRequest(JOB_IMPORT_MESSAGES.duplicateColumn(column.header));
    seen.add(column);
  }
  const missing = JOB_CSV_COLUMNS.filter((c) => c.required && !seen.has(c)).map((c) => c.header);
  if (missing.length) badRequest(JOB_IMPORT_MESSAGES.missingColumns(missing));
  return columns;
}

/**
 * One data row as the create input: the cells of the columns an import reads, blanks left out
 * (a required text stays '' so the schema names it), yes/no cells as booleans where the schema
 * wants one, and a salary that only writes out the row's own pay dropped (the export writes
 * that text for a job posted with structured pay alone).
 */
function rowInput(row: string[], columns: (JobCsvColumn | undefined)[], rowNumber: number, errors: JobImportError[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    if (!column?.field) return;
    const text = undefusedCell(row[i] ?? '');
    if (text.trim() === '') {
      if (column.required) input[column.field] = '';
      return;
    }
    if (STRICT_BOOLEANS.has(column.field)) {
      const answer = text.trim().toLowerCase();
      if (answer === 'yes' || answer === 'true') input[column.field] = true;
      else if (answer === 'no' || answer === 'false') input[column.field] = false;
      else errors.push({ row: rowNumber, field: column.header, message: JOB_IMPORT_MESSAGES.yesNo(column.header) });
      return;
    }
    input[column.field] = text;
  });
  return input;
}

/** The salary cell is the row's structured pay written out (the export's Salary of a job without a salary text of its own). */
const salaryOnlyRestatesPay = (job: JobCreateInput) => job.salary !== undefined && job.salary === formatPay(job);

/** Reads and checks every row; throws the refusal listing every problem, or answers the rows' create inputs. */
export function readJobImport(csv: string): JobCreateInput[] {
  const all = records(csv);
  const [header, ...rows] = all;
  if (!header || header.every((h) => h.trim() === '')) badRequest(JOB_IMPORT_MESSAGES.empty);
  const columns = readHeader(header!);
  // Row numbers as a spreadsheet shows them: the header is row 1; blank rows count but are skipped.
  const data = rows.map((cells, i) => ({ cells, row: i + 2 })).filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (data.length === 0) badRequest(JOB_IMPORT_MESSAGES.noRows);
  if (data.length > JOB_IMPORT_MAX_ROWS) throw new TRPCError({ code: 'PAYLOAD_TOO_LARGE', message: JOB_IMPORT_MESSAGES.tooManyRows });

  const errors: JobImportError[] = [];
  const jobs: JobCreateInput[] = [];
  for (const { cells, row } of data) {
    const rowErrors: JobImportError[] = [];
    if (cells.length > columns.length && cells.slice(columns.length).some((c) => c.trim() !== '')) {
      rowErrors.push({ row, field: '', message: JOB_IMPORT_MESSAGES.extraCells });
    }
    const input = rowInput(cells, columns, row, rowErrors);
    const parsed = ZJobCreateInput.safeParse(input);
    if (parsed.success) {
      const job = parsed.data;
      if (salaryOnlyRestatesPay(job)) delete job.salary;
      if (rowErrors.length === 0) jobs.push(job);
    } else {
      for (const issue of parsed.error.issues) {
        const field = typeof issue.path[0] === 'string' ? (headerOf.get(issue.path[0] as JobCsvField) ?? issue.path[0]) : '';
        // One message a field (a union's branches may each report the same cell).
        if (!rowErrors.some((e) => e.field === field)) rowErrors.push({ row, field, message: issue.message });
      }
    }
    // In the order of the file's columns, the whole row's problems first.
    const at = (field: string) => (field === '' ? -1 : columns.findIndex((c) => c?.header === field));
    errors.push(...rowErrors.sort((a, b) => at(a.field) - at(b.field)));
  }
  if (errors.length) reject(errors);
  return jobs;
}

/** The entity fields of a new job from admin create's input, pending review (job.create and the import share them). */
export function newJobFields(input: JobCreateInput) {
  return {
    ...withoutLanguageFields(withoutPostingFields(input)),
    ...postingFields(input),
    ...languageFields(input),
    requirements: input.requirements ?? null,
    salary: input.salary ?? null,
    contactEmail: input.contactEmail ?? null,
    contactPhone: input.contactPhone ?? null,
    featured: input.featured ?? false,
    expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    status: 'pending' as const,
  };
}

/** The audited fields of a new job, as job.create logs them. */
export type AuditedJob = (job: IJob) => Record<string, unknown>;

/**
 * Creates every job of the file, pending review, each with its 'job.create' audit entry as admin
 * create writes it, in one flush (one transaction): if any insert fails, nothing stays.
 */
export async function importJobs(ctx: AuditScope, csv: string, audited: AuditedJob): Promise<JobImportResult> {
  const inputs = readJobImport(csv);
  const ids = await reserveIds(ctx.em, Job, inputs.length);
  // A fork of its own: a failed insert leaves nothing behind in the request's unit of work either.
  await ctx.em.transactional(async (tx) => {
    const scope = { ...ctx, em: tx };
    inputs.forEach((input, i) => {
      const job = tx.create(Job, { id: ids[i]!, ...newJobFields(input) });
      recordAudit(scope, { action: 'job.create', targetType: 'job', targetId: job.id, label: jobLabel(job), after: { ...audited(job), imported: true } });
    });
  });
  return { created: ids.length, ids };
}
