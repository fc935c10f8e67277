import type { IJob } from '@app/db';
import { TRPCError } from '@trpc/server';
import { parsePay, type PayPeriod } from '@app/shared/pay';
import { z } from '@app/shared/schemas/base';
import { payContradictions } from '@app/shared/schemas/inputs';

/** The structured pay and Ontario posting answers of a job input (create, submit, update). */
export interface PostingInput {
  payMin?: number | null;
  payMax?: number | null;
  payPeriod?: PayPeriod | null;
  currency?: string | null;
  existingVacancy?: boolean | null;
  aiScreening?: boolean | null;
  employerUnder25?: boolean | null;
}

const POSTING_KEYS = ['payMin', 'payMax', 'payPeriod', 'currency', 'existingVacancy', 'aiScreening', 'employerUnder25'] as const;

/** The input without its pay and posting fields (those are written by postingFields / postingChanges). */
export function withoutPostingFields<T extends PostingInput>(input: T): Omit<T, (typeof POSTING_KEYS)[number]> {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const key of POSTING_KEYS) delete rest[key];
  return rest as Omit<T, (typeof POSTING_KEYS)[number]>;
}

/**
 * The pay and answers of a new job. Without a pay amount, the entity reads the pay from the
 * salary text when the job is written (the spec's contract: `salary` alone keeps working).
 */
export function postingFields(input: PostingInput) {
  const given = input.payMin != null || input.payMax != null;
  return {
    payMin: given ? (input.payMin ?? null) : null,
    payMax: given ? (input.payMax ?? null) : null,
    payPeriod: given ? (input.payPeriod ?? null) : null,
    currency: input.currency ?? 'CAD',
    existingVacancy: input.existingVacancy ?? null,
    aiScreening: input.aiScreening ?? null,
    employerUnder25: input.employerUnder25 ?? false,
  };
}

const num = (v: unknown) => (v == null ? null : Number(v));

/**
 * A 400 whose message and issues name the field, as the input parser's are. ZodRealError, not
 * ZodError: zod 4's ZodError is not an Error, so tRPC would wrap it and the answer's issues were [].
 */
export function invalid(issues: { path: string; message: string }[]): never {
  const error = new z.ZodRealError(issues.map((i) => ({ code: 'custom' as const, path: [i.path], message: i.message, input: undefined })));
  throw new TRPCError({ code: 'BAD_REQUEST', message: issues[0]!.message, cause: error });
}

/**
 * What an update changes of a job's pay and answers. Pay fields sent win (null clears them); a
 * salary text sent alone sets the pay it names, as on create, and clears pay that had been read
 * from the old text. The result, merged with the stored job, must not contradict itself.
 */
export function postingChanges(job: IJob, input: PostingInput & { salary?: string; location?: string }): Partial<IJob> {
  const changes: Partial<IJob> = {};
  if ('payMin' in input || 'payMax' in input || 'payPeriod' in input) {
    if ('payMin' in input) changes.payMin = input.payMin ?? null;
    if ('payMax' in input) changes.payMax = input.payMax ?? null;
    if ('payPeriod' in input) changes.payPeriod = input.payPeriod ?? null;
  } else if ('salary' in input) {
    const parsed = parsePay(input.salary);
    const old = parsePay(job.salary);
    const derived = old ? old.min === num(job.payMin) && old.max === num(job.payMax) && old.period === job.payPeriod : job.payMin == null && job.payMax == null;
    if (parsed) Object.assign(changes, { payMin: parsed.min, payMax: parsed.max, payPeriod: parsed.period });
    else if (derived) Object.assign(changes, { payMin: null, payMax: null, payPeriod: null });
  }
  if ('currency' in input) changes.currency = input.currency ?? 'CAD';
  if ('existingVacancy' in input) changes.existingVacancy = input.existingVacancy ?? null;
  if ('aiScreening' in input) changes.aiScreening = input.aiScreening ?? null;
  if ('employerUnder25' in input) changes.employerUnder25 = input.employerUnder25 ?? false;

  const merged = {
    payMin: num('payMin' in changes ? changes.payMin : job.payMin),
    payMax: num('payMax' in changes ? changes.payMax : job.payMax),
    payPeriod: ('payPeriod' in changes ? changes.payPeriod : job.payPeriod) as PayPeriod | null,
    location: input.location ?? job.location,
    employerUnder25: changes.employerUnder25 ?? job.employerUnder25,
  };
  // Only pay that was sent is held to the rules: pay read from a salary text is guided, not refused.
  if ('payMin' in input || 'payMax' in input || 'payPeriod' in input) {
    const issues = payContradictions(merged);
    if (issues.length > 0) invalid(issues);
  }
  return changes;
}
