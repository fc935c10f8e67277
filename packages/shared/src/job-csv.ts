import type { JobAdminItem } from './schemas/dtos.ts';
import { conversionLabel } from './job-stats.ts';

/**
 * The columns of the admin job list's CSV file (issue 38, items 4 and 5): one definition for the
 * export (GET /api/admin/jobs/export.csv writes every column, in this order) and the import
 * (POST /api/admin/jobs/import reads the columns that have a `field`, by header, in any order).
 * Columns without a `field` are worked out by the server (id, status, dates, what a job draws):
 * an import accepts them and ignores them. `required` columns must be in an imported file's header.
 */

/** The fields of Post a Job / admin create (ZJobCreateInput) a column feeds. */
export type JobCsvField =
  | 'title'
  | 'company'
  | 'location'
  | 'type'
  | 'category'
  | 'expiresAt'
  | 'salary'
  | 'payMin'
  | 'payMax'
  | 'payPeriod'
  | 'currency'
  | 'description'
  | 'requirements'
  | 'titleFr'
  | 'descriptionFr'
  | 'requirementsFr'
  | 'requiresEnglish'
  | 'englishReason'
  | 'existingVacancy'
  | 'aiScreening'
  | 'employerUnder25'
  | 'contactEmail'
  | 'contactPhone'
  | 'featured';

/** A job as the export writes it: an admin list item with its whole texts (the export batch reads them). */
export type JobCsvRow = JobAdminItem;

type Cell = string | number | null | undefined;

export interface JobCsvColumn {
  header: string;
  /** The create field an import reads the column into; none: computed, ignored by an import. */
  field?: JobCsvField;
  /** An import's header must have it. */
  required?: boolean;
  /** The cell the export writes. */
  cell: (job: JobCsvRow) => Cell;
}

/** A yes/no answer as the export writes it (blank: not answered); the import reads yes/no/true/false. */
const yesNo = (value: boolean | null | undefined): string => (value === true ? 'yes' : value === false ? 'no' : '');

export const JOB_CSV_COLUMNS: readonly JobCsvColumn[] = [
  { header: 'ID', cell: (j) => j.id },
  { header: 'Title', field: 'title', required: true, cell: (j) => j.title },
  { header: 'Company', field: 'company', required: true, cell: (j) => j.company },
  { header: 'Location', field: 'location', required: true, cell: (j) => j.location },
  { header: 'Type', field: 'type', required: true, cell: (j) => j.type },
  { header: 'Category', field: 'category', required: true, cell: (j) => j.category },
  { header: 'Status', cell: (j) => j.status },
  { header: 'Posted', cell: (j) => j.postedAt },
  { header: 'Closes', field: 'expiresAt', cell: (j) => j.expiresAt },
  { header: 'Salary', field: 'salary', cell: (j) => j.salary },
  { header: 'Pay min', field: 'payMin', cell: (j) => j.payMin },
  { header: 'Pay max', field: 'payMax', cell: (j) => j.payMax },
  { header: 'Pay period', field: 'payPeriod', cell: (j) => j.payPeriod },
  { header: 'Currency', field: 'currency', cell: (j) => j.currency },
  { header: 'Description', field: 'description', required: true, cell: (j) => j.description },
  { header: 'Requirements', field: 'requirements', cell: (j) => j.requirements },
  { header: 'French title', field: 'titleFr', cell: (j) => j.titleFr },
  { header: 'French description', field: 'descriptionFr', cell: (j) => j.descriptionFr },
  { header: 'French requirements', field: 'requirementsFr', cell: (j) => j.requirementsFr },
  { header: 'Requires English', field: 'requiresEnglish', cell: (j) => yesNo(j.requiresEnglish) },
  { header: 'English reason', field: 'englishReason', cell: (j) => j.englishReason },
  { header: 'Existing vacancy', field: 'existingVacancy', cell: (j) => yesNo(j.existingVacancy) },
  { header: 'AI screening', field: 'aiScreening', cell: (j) => yesNo(j.aiScreening) },
  { header: 'Employer under 25', field: 'employerUnder25', cell: (j) => yesNo(j.employerUnder25) },
  { header: 'Contact email', field: 'contactEmail', cell: (j) => j.contactEmail },
  { header: 'Contact phone', field: 'contactPhone', cell: (j) => j.contactPhone },
  { header: 'Featured', field: 'featured', cell: (j) => yesNo(j.featured) },
  { header: 'Views', cell: (j) => j.views },
  { header: 'Unique visitors', cell: (j) => j.visitors },
  { header: 'Apply starts', cell: (j) => j.starts },
  { header: 'Applications', cell: (j) => j.applications },
  { header: 'Conversion', cell: (j) => conversionLabel(j.conversion) },
];

/** The headers the export writes, in order. */
export const JOB_CSV_HEADERS: readonly string[] = JOB_CSV_COLUMNS.map((c) => c.header);

/** The limits of one import: a bigger file answers 413. */
export const JOB_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const JOB_IMPORT_MAX_ROWS = 2000;

/** What the import answers, word for word (docs/jobs.md quotes them). */
export const JOB_IMPORT_MESSAGES = {
  tooLarge: 'The file is larger than 2 MB: split it into smaller files',
  tooManyRows: `The file has more than ${JOB_IMPORT_MAX_ROWS.toLocaleString('en-CA')} jobs: split it into smaller files`,
  wrongType: 'Send the CSV file as text/csv, or as multipart/form-data with the file in a field named "file"',
  noFile: 'Choose a CSV file to import',
  empty: 'The file is empty: the first row must name the columns',
  noRows: 'The file has no jobs: only a header row',
  notCsv: (detail: string) => `The file is not valid CSV: ${detail}`,
  unknownColumns: (headers: string[]) => `Unknown column${headers.length > 1 ? 's' : ''}: ${headers.join(', ')}`,
  duplicateColumn: (header: string) => `The column ${header} appears twice`,
  missingColumns: (headers: string[]) => `Missing required column${headers.length > 1 ? 's' : ''}: ${headers.join(', ')}`,
  extraCells: 'The row has more cells than the header has columns',
  yesNo: (header: string) => `${header} must be yes or no`,
  rejected: (problems: number, rows: number) =>
    `Nothing was imported: ${problems} problem${problems === 1 ? '' : 's'} in ${rows} row${rows === 1 ? '' : 's'}. Fix them and import the whole file again`,
  imported: (count: number) => `${count} job${count === 1 ? '' : 's'} imported`,
} as const;

/** A header as an import matches it: case, spaces around and a leading byte-order mark do not count. */
export const csvHeaderKey = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** The export's defused formula ('=SUM(…)' written "'=SUM(…)"; see csvCell): the import reads the cell as it was. */
export const undefusedCell = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);
