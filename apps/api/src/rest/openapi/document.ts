import * as z from 'zod';
import { mayCall, procedureContracts, rateLimitOf, type ProcedurePath } from '@app/trpc';
import { STAFF_ROLES } from '@app/shared/roles';
import { companyDetails } from '@app/shared/company';
import { ZJobImportRefusal, ZJobImportResult, ZUploadDto } from '@app/shared/schemas/dtos';
import { JOB_IMPORT_MAX_BYTES, JOB_IMPORT_MAX_ROWS } from '@app/shared/job-csv';
import { RESUME_MIME_TYPES } from '@app/shared/uploads';
import { restRoutes, type RestRoute } from '../routes.ts';
import type { HttpError } from '../errors.ts';

/**
 * The OpenAPI 3.1 document of the REST layer (GET /api/openapi.json), generated from the REST table
 * (../routes.ts, itself read from the procedures' `.meta({ rest })`) and the procedures' own zod
 * schemas, never written by hand:
 * - each row is one operation, calling the procedure its `procedure` names; the document reads
 *   that procedure's input schema (`.input()`) and output schema (`.output()`, the schemas of
 *   @app/shared' dtos.ts);
 * - its error statuses are those its procedure's declaration implies (errorStatusesOf);
 * - which input fields come from the path, the query string or the body is read from the row's
 *   own `input` function, by calling it with marked values (so the document says what the
 *   handler does, whatever helper the row uses);
 * - a `paged` row answers the items of the procedure's page: the array of the item schema;
 * - the error bodies are those of ../errors.ts;
 * - the streaming routes (resume upload and download, CSV exports) are described below, with
 *   the schemas they use.
 */

type JsonSchema = Record<string, unknown>;
type Method = RestRoute['method'];
type Route = Pick<RestRoute, 'method' | 'url' | 'procedure' | 'paged' | 'meta'>;

function contractOf(path: ProcedurePath) {
  const contract = procedureContracts[path];
  if (!contract) throw new Error(`REST row calls an unknown procedure: ${path}`);
  return contract;
}

/** The zod schema a procedure parses its input with, or undefined when it takes none. */
export function procedureInputSchema(path: ProcedurePath): z.ZodType | undefined {
  const inputs = contractOf(path).inputs;
  if (inputs.length === 0) return undefined;
  if (inputs.length === 1) return inputs[0];
  // Chained .input() calls merge their objects.
  if (inputs.every((i) => i instanceof z.ZodObject)) return (inputs as z.ZodObject[]).reduce((all, next) => all.extend(next.shape));
  return inputs.reduce((all, next) => z.intersection(all, next));
}

const withoutDialect = ({ $schema: _schema, $id: _id, ...schema }: JsonSchema) => schema;

/** `z.number().int()` says 'between ±2^53 - 1': true of every JSON integer we send, and noise in the document. */
function withoutSafeIntegerBounds({ jsonSchema }: { jsonSchema: JsonSchema }) {
  if (jsonSchema.type !== 'integer') return;
  if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
  if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
}

/** JSON Schema (2020-12, the dialect of OpenAPI 3.1) of what a caller sends. */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return withoutDialect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', override: withoutSafeIntegerBounds }) as JsonSchema);
}

/** '/api/jobs/:id' -> '/api/jobs/{id}'. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const pathParamsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

export interface InputSources {
  /** Path parameter -> the input field it fills. */
  path: Record<string, string | undefined>;
  /** Input fields read from the query string. */
  query: string[];
  /** Whether the JSON body is (part of) the input. */
  body: boolean;
}

const PATH_MARK = '4242';
const QUERY_MARK = 'query-mark:';
const BODY_MARK = '__bodyMark';

/** Where a row's `input` takes each field from, found by calling it with marked values. */
export function inputSourcesOf(route: RestRoute, fields: string[]): InputSources {
  const sources: InputSources = { path: {}, query: [], body: false };
  const params = pathParamsOf(route.url);
  if (!route.input) {
    for (const p of params) sources.path[p] = undefined;
    return sources;
  }
  const call = (req: { params: Record<string, string>; query: Record<string, unknown>; body: unknown }) => {
    const result = route.input!(req as never);
    return (typeof result === 'object' && result !== null ? result : {}) as Record<string, unknown>;
  };
  const blankParams = Object.fromEntries(params.map((p) => [p, 'x']));
  for (const p of params) {
    const result = call({ params: { ...blankParams, [p]: PATH_MARK }, query: {}, body: {} });
    sources.path[p] = Object.keys(result).find((k) => String(result[k]) === PATH_MARK);
  }
  const queried = call({ params: blankParams, query: Object.fromEntries(fields.map((f) => [f, QUERY_MARK + f])), body: {} });
  sources.query = fields.filter((f) => queried[f] === QUERY_MARK + f);
  sources.body = call({ params: blankParams, query: {}, body: { [BODY_MARK]: true } })[BODY_MARK] === true;
  return sources;
}

/** The schema a procedure's answer is held to (its `.output()`). */
export function procedureOutputSchema(path: ProcedurePath): z.ZodType {
  const output = contractOf(path).output;
  if (!output) throw new Error(`${path} declares no output schema: give it .output()`);
  return output;
}

/** The schema of one item of a page ({items, total, page, limit, ...}), or undefined when the schema is no page. */
export function pageItemSchema(schema: z.ZodType): z.ZodType | undefined {
  if (!(schema instanceof z.ZodObject)) return undefined;
  const { items, total, page, limit } = schema.shape as Record<string, z.ZodType | undefined>;
  return items instanceof z.ZodArray && total && page && limit ? (items.element as z.ZodType) : undefined;
}

/** What a row's path answers: the procedure's answer, or for a `paged` row the array of its page's items. */
export function restAnswerSchema(route: Pick<RestRoute, 'procedure' | 'paged'>): z.ZodType {
  const output = procedureOutputSchema(route.procedure);
  if (!route.paged) return output;
  const item = pageItemSchema(output);
  if (!item) throw new Error(`${route.procedure} answers no page, but its row is paged`);
  return z.array(item);
}

/** The component name of an answer's schema: its `.meta({ id })`. */
function componentName(schema: z.ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (!id) throw new Error('every response schema needs .meta({ id }) to be a component of the document');
  return id;
}

// Error bodies, as ../errors.ts writes them.
const ZErrorBody = z
  .object({
    message: z.string(),
    code: z
      .string()
      .optional()
      .describe(
        "Set on refusals a client must tell apart: 'MFA_REQUIRED' (401 of the sign-in: a two-factor code is needed), 'MFA_SETUP_REQUIRED' (403: the team requires two-factor, set it up first)",
      ),
  })
  .meta({ id: 'Error' }) satisfies z.ZodType<HttpError['body']>;
const ZValidationErrorBody = z
  .object({
    message: z.string().describe("The first failing field's message"),
    issues: z
      .array(z.object({ code: z.string(), path: z.array(z.union([z.string(), z.number()])), message: z.string() }).catchall(z.unknown()))
      .describe('The zod issues (empty when the body was not JSON)'),
  })
  .meta({ id: 'ValidationError' }) satisfies z.ZodType<HttpError['body']>;

const ref = (kind: 'schemas' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

const errorBody = ref('schemas', componentName(ZErrorBody));
const retryAfter = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } };
const ERROR_RESPONSES = {
  BadRequest: {
    description: 'Invalid input: a field fails validation, or the body is not JSON',
    content: json(ref('schemas', componentName(ZValidationErrorBody))),
  },
  Unauthorized: { description: 'No admin session (or wrong credentials)', content: json(errorBody) },
  Forbidden: {
    description:
      "Signed in, but the user's role may not do this, or the owner requires two-factor for the team and the user has not set it up (code 'MFA_SETUP_REQUIRED'); or a browser's write from another site's page",
    content: json(errorBody),
  },
  NotFound: { description: 'No such record', content: json(errorBody) },
  Gone: { description: 'Deleted for good', content: json(errorBody) },
  Conflict: { description: 'A record with the same unique value already exists', content: json(errorBody) },
  PayloadTooLarge: { description: 'The body is over the size limit (1 MB)', content: json(errorBody) },
  UnsupportedMediaType: { description: 'The body is of a type the path does not take (send JSON, Content-Type: application/json)', content: json(errorBody) },
  TooManyRequests: {
    description: 'Throttled: too many submissions from your network, or too many failed attempts',
    headers: retryAfter,
    content: json(errorBody),
  },
  ServiceUnavailable: { description: 'Maintenance mode (public writes), or the database is out of reach', headers: retryAfter, content: json(errorBody) },
} as const;

/** 401 and 403 of a staff procedure: no session; a role it is not given, or two-factor the team requires and the user has not set up. */
function accessStatuses(procedure: ProcedurePath): number[] {
  const { access, mfaSetup } = contractOf(procedure).meta;
  if (access === 'public') return [];
  return !mfaSetup || STAFF_ROLES.some((role) => !mayCall(access, role)) ? [401, 403] : [401];
}

/**
 * Every error status an operation can answer, from its procedure's declaration and its method:
 * 400 when it reads input that can fail validation, 401 and 403 for a staff procedure, 404 for a
 * path naming one record, 429 for a rate limit (and 503 for a public write, refused in maintenance
 * mode), the statuses the procedure's own code answers (`meta.errors`), and those of any write
 * (POST, PUT, PATCH, DELETE): its body is read as JSON when one is sent (400 when it is not JSON,
 * 413 past the size limit, 415 for another type) and a browser's cross-site write is refused (403,
 * plugins/csrf.ts). 500 and the 503 of a database out of reach can come from any path, and the
 * document says so once.
 */
export function errorStatusesOf(route: Route, validated: boolean): number[] {
  const { meta } = route;
  const errors: number[] = [...(meta.errors ?? []), ...accessStatuses(route.procedure)];
  if (validated) errors.push(400);
  if (route.method !== 'GET') errors.push(400, 403, 413, 415);
  // Lists answer a page, empty or not; a path naming one record answers 404 when there is none.
  if (pathParamsOf(route.url).length > 0 && !route.paged) errors.push(404);
  const rateLimit = rateLimitOf(meta, contractOf(route.procedure).type);
  if (rateLimit) errors.push(429);
  if (rateLimit === 'writes') errors.push(503);
  return [...new Set(errors)].sort((a, b) => a - b);
}

/** A response schema as a reference to its component (arrays of one, too). */
function answerSchema(schema: z.ZodType): JsonSchema {
  if (schema instanceof z.ZodArray) return { type: 'array', items: ref('schemas', componentName(schema.element as z.ZodType)) };
  return ref('schemas', componentName(schema));
}

interface Operation {
  [key: string]: unknown;
  responses: Record<string, unknown>;
}

function errorResponses(codes: number[]): Record<string, unknown> {
  const names: Record<number, keyof typeof ERROR_RESPONSES> = {
    400: 'BadRequest',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'NotFound',
    409: 'Conflict',
    410: 'Gone',
    413: 'PayloadTooLarge',
    415: 'UnsupportedMediaType',
    429: 'TooManyRequests',
    503: 'ServiceUnavailable',
  };
  return Object.fromEntries([...new Set(codes)].sort((a, b) => a - b).map((code) => [String(code), ref('responses', names[code]!)]));
}

const queryParameter = (name: string, schema: JsonSchema, required: boolean) => ({ name, in: 'query', required, schema });
const pathParameter = (name: string, schema: JsonSchema) => ({ name, in: 'path', required: true, schema });

/** One operation of the REST table. */
export function operationFor(route: RestRoute, operationIds: Set<string>): Operation {
  const path = route.procedure;
  const input = procedureInputSchema(path);
  const inputSchema = input ? inputJsonSchema(input) : undefined;
  const properties = (inputSchema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((inputSchema?.required ?? []) as string[]);
  const sources = inputSourcesOf(route, Object.keys(properties));

  const parameters: unknown[] = [];
  for (const [param, field] of Object.entries(sources.path)) parameters.push(pathParameter(param, (field && properties[field]) || { type: 'string' }));
  // A field the body may carry as well is required in neither place.
  for (const field of sources.query) parameters.push(queryParameter(field, properties[field]!, required.has(field) && !sources.body));

  let requestBody: unknown;
  if (sources.body && inputSchema) {
    const fromPath = new Set(Object.values(sources.path));
    const bodyProperties = Object.fromEntries(Object.entries(properties).filter(([k]) => !fromPath.has(k)));
    const bodyRequired = [...required].filter((k) => !fromPath.has(k) && !sources.query.includes(k));
    const { properties: _p, required: _r, ...rest } = inputSchema;
    const schema = { ...rest, properties: bodyProperties, ...(bodyRequired.length ? { required: bodyRequired } : {}) };
    // A row that also takes an HTML form body (`formBody`) reads the same fields from it.
    const content = route.formBody ? { ...json(schema), 'application/x-www-form-urlencoded': { schema } } : json(schema);
    requestBody = { required: bodyRequired.length > 0, content };
  }

  const status = String(route.status ?? 200);
  const success = {
    description: route.paged ? 'One page of the list: its items' : 'Success',
    ...(route.paged
      ? {
          headers: {
            'X-Total-Count': { description: 'How many items match in all', schema: { type: 'integer' } },
            Link: { description: 'RFC 8288 links to the first, previous, next and last pages', schema: { type: 'string' } },
          },
        }
      : {}),
    content: json(answerSchema(restAnswerSchema(route))),
  };

  // A numeric path id is never invalid (one that is not a whole number finds no row: 404).
  const validated = sources.body || sources.query.length > 0 || Object.values(sources.path).some((f) => f && properties[f]?.type !== 'integer');
  const errors = errorStatusesOf(route, validated);

  let operationId: string = path;
  if (operationIds.has(operationId)) operationId = `${path}.${route.method.toLowerCase()}`;
  operationIds.add(operationId);

  return {
    operationId,
    summary: route.summary,
    description: `Calls the tRPC procedure \`${path}\` (also at /trpc/${path}).`,
    tags: [path.split('.')[0]!],
    ...(route.admin ? { security: [{ adminSession: [] }] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: { [status]: success, ...errorResponses(errors) },
    'x-trpc-procedure': path,
  };
}

const idParameter = pathParameter('id', { type: 'integer', minimum: 0, maximum: 2_147_483_647 });

/** The query of a CSV export (search and status, and 'mine' for applications: see exports.ts), as the procedure that reads its batches parses them. */
function exportQuery(procedure: ProcedurePath): unknown[] {
  const schema = inputJsonSchema(procedureInputSchema(procedure)!);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return ['search', 'status', 'mine', 'needs'].filter((k) => properties[k]).map((k) => queryParameter(k, properties[k]!, false));
}

/** The routes that stream (uploads/routes.ts, exports.ts) or read a file (job-import.ts): not rows of the table, described here. */
export function streamingOperations(): { method: Method; url: string; operation: Operation }[] {
  const csv = { description: 'CSV (UTF-8, RFC 4180), every matching row, streamed as an attachment', content: { 'text/csv': { schema: { type: 'string' } } } };
  return [
    {
      method: 'POST',
      url: '/api/uploads/resume',
      operation: {
        operationId: 'upload.resume',
        summary: 'Upload a resume (PDF, DOC or DOCX, judged by its bytes); send its id as `resume` when applying',
        tags: ['upload'],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['file'] },
            },
          },
        },
        responses: {
          '201': { description: 'The file is kept until an application uses it', content: json(ref('schemas', componentName(ZUploadDto))) },
          // 403: a browser's cross-site write. 429: past the per-client limit of public writes a minute, or of resume megabytes a day (UPLOAD_DAILY_MB_PER_CLIENT).
          ...errorResponses([400, 403, 429, 503]),
          '413': { description: 'The file is over the size limit (GET /api/uploads/limits)', content: json(errorBody) },
          '415': { description: 'Not an allowed PDF, DOC or DOCX, or not multipart/form-data', content: json(errorBody) },
          '507': {
            description: 'The server cannot store files right now: the uploads no application has taken yet are at UPLOAD_PENDING_MAX_MB, or the disk is full',
            content: json(errorBody),
          },
        },
      },
    },
    {
      method: 'GET',
      url: '/api/admin/applications/:id/resume',
      operation: {
        operationId: 'application.resumeFile',
        summary: "An application's uploaded resume, as an attachment",
        tags: ['application'],
        security: [{ adminSession: [] }],
        parameters: [idParameter],
        responses: {
          '200': {
            description: 'The file, with Content-Disposition: attachment',
            content: Object.fromEntries(Object.values(RESUME_MIME_TYPES).map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
          },
          ...errorResponses([...accessStatuses('application.resumeFile'), 404]),
        },
        'x-trpc-procedure': 'application.resumeFile',
      },
    },
    {
      method: 'GET',
      url: '/api/admin/applications/export.csv',
      operation: {
        operationId: 'application.exportCsv',
        summary: 'Every application matching the filters, as CSV',
        tags: ['application'],
        security: [{ adminSession: [] }],
        parameters: exportQuery('application.exportBatch'),
        responses: { '200': csv, ...errorResponses([400, ...accessStatuses('application.exportBatch')]) },
        'x-trpc-procedure': 'application.exportBatch',
      },
    },
    {
      method: 'GET',
      url: '/api/jobs/:id/view.gif',
      operation: {
        operationId: 'jobStats.viewPixel',
        summary: "A view of a job page without JavaScript (the page's <noscript> image): a 1x1 GIF, counted like POST /api/jobs/{id}/view",
        tags: ['jobStats'],
        parameters: [idParameter],
        responses: { '200': { description: 'A transparent 1x1 GIF', content: { 'image/gif': { schema: { type: 'string', contentMediaType: 'image/gif' } } } } },
        'x-trpc-procedure': 'jobStats.view',
      },
    },
    {
      method: 'GET',
      url: '/api/admin/jobs/export.csv',
      operation: {
        operationId: 'job.exportCsv',
        summary: 'Every job matching the admin list filters, as CSV, with its views, unique visitors, apply starts, applications and conversion',
        tags: ['job'],
        security: [{ adminSession: [] }],
        parameters: exportQuery('job.exportBatch'),
        responses: { '200': csv, ...errorResponses([400, ...accessStatuses('job.exportBatch')]) },
        'x-trpc-procedure': 'job.exportBatch',
      },
    },
    {
      method: 'POST',
      url: '/api/admin/jobs/import',
      operation: {
        operationId: 'job.importCsv',
        summary:
          "Create jobs from a CSV file with the export's columns (docs/jobs.md): every row checked like POST /api/jobs, then all created (pending review) in one transaction, or none",
        tags: ['job'],
        security: [{ adminSession: [] }],
        requestBody: {
          required: true,
          content: {
            'text/csv': { schema: { type: 'string', maxLength: JOB_IMPORT_MAX_BYTES } },
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'text/csv' } }, required: ['file'] },
            },
          },
        },
        responses: {
          '201': {
            description: 'Every row was created, pending review; ids in the order of the rows',
            content: json(ref('schemas', componentName(ZJobImportResult))),
          },
          '400': {
            description:
              'Nothing was created: the file is empty or header-only, not CSV, has an unknown, repeated or missing required column, or rows that fail the create rules (each row and field in `errors`; row 1 is the header)',
            content: json(ref('schemas', componentName(ZJobImportRefusal))),
          },
          ...errorResponses(accessStatuses('job.importCsv')),
          '413': { description: `Over ${JOB_IMPORT_MAX_BYTES / 1024 / 1024} MB, or more than ${JOB_IMPORT_MAX_ROWS} jobs`, content: json(errorBody) },
          '415': { description: 'Neither text/csv nor multipart/form-data', content: json(errorBody) },
        },
        'x-trpc-procedure': 'job.importCsv',
      },
    },
    {
      method: 'GET',
      url: '/api/admin/leads/:kind/export.csv',
      operation: {
        operationId: 'lead.exportCsv',
        summary: 'Every lead of one kind matching the filters, as CSV',
        tags: ['lead'],
        security: [{ adminSession: [] }],
        parameters: [
          pathParameter('kind', (inputJsonSchema(procedureInputSchema('lead.exportBatch')!).properties as Record<string, JsonSchema>).kind!),
          ...exportQuery('lead.exportBatch'),
        ],
        responses: { '200': csv, ...errorResponses([400, ...accessStatuses('lead.exportBatch')]) },
        'x-trpc-procedure': 'lead.exportBatch',
      },
    },
    {
      method: 'GET',
      url: '/api/privacy/exports/:id',
      operation: {
        operationId: 'privacy.exportDownload',
        summary: "An access request's export (a ZIP of JSON files and the résumé files): the link mailed to its person, valid 7 days",
        tags: ['privacy'],
        parameters: [
          idParameter,
          { name: 'token', in: 'query', required: true, schema: { type: 'string', maxLength: 200 }, description: 'The signed token of the mailed link' },
        ],
        responses: {
          '200': {
            description: 'The ZIP, as an attachment',
            content: { 'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } } },
          },
          ...errorResponses([404]),
        },
      },
    },
  ];
}

export interface DocumentOptions {
  /** The name of the admin session cookie. */
  sessionCookie: string;
  title?: string;
  version?: string;
}

/** The whole document. Pure: the same table gives the same document. */
/** The document's title for a company name (Site Settings): 'Northline Workforce Solutions REST API'. */
export const openApiTitle = (companyName: string) => `${companyName} REST API`;

export function buildOpenApiDocument({ sessionCookie, title = openApiTitle(companyDetails().name), version = '1.0.0' }: DocumentOptions) {
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (method: Method, url: string, operation: Operation) => {
    const item = (paths[openApiPath(url)] ??= {});
    item[method.toLowerCase()] = operation;
  };
  const operationIds = new Set<string>();
  for (const route of restRoutes) add(route.method, route.url, operationFor(route, operationIds));
  for (const { method, url, operation } of streamingOperations()) add(method, url, operation);

  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    io: 'output',
    unrepresentable: 'any',
    uri: (id) => `#/components/schemas/${id}`,
    override: withoutSafeIntegerBounds,
  });
  return {
    openapi: '3.1.0',
    info: {
      title,
      version,
      description: [
        'JSON in, JSON out. Every path calls one tRPC procedure (named in `x-trpc-procedure`); the same procedures answer at `/trpc`.',
        'Admin paths need the session cookie that `POST /api/admin/login` sets; send cookies with every call.',
        'Lists answer one page as a JSON array, with `X-Total-Count` and a `Link` header; `page` and `limit` choose the page.',
        'Errors are `{message}`, and `{message, issues}` for invalid input. Any path may answer 503 with Retry-After while the database is out of reach, and 500 with a generic message.',
      ].join('\n\n'),
    },
    servers: [{ url: '/' }],
    tags: [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags as string[])))].map((tag) => ({ name: tag })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, withoutDialect(schema as JsonSchema)])),
      responses: ERROR_RESPONSES,
      securitySchemes: {
        adminSession: { type: 'apiKey', in: 'cookie', name: sessionCookie, description: 'The encrypted session cookie set by POST /api/admin/login' },
      },
    },
  };
}
