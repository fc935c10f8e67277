import type { IJob } from '@app/db';
import { JOB_LANGUAGE_MESSAGES, englishReasonMissing, frenchMissingForQuebec } from '@app/shared/job-language';
import { invalid } from './job-pay.ts';

/**
 * A job's French text and its English requirement (@app/shared job-language.ts) on create, submit
 * and update, and the Québec rule at every way a job is published: staff approval (one or a
 * selection), auto-approval of a submission, and an edit of a published job.
 */

/** The language fields of a job input (create, submit, update). */
export interface LanguageInput {
  titleFr?: string | null;
  descriptionFr?: string | null;
  requirementsFr?: string | null;
  requiresEnglish?: boolean | null;
  englishReason?: string | null;
}

const LANGUAGE_KEYS = ['titleFr', 'descriptionFr', 'requirementsFr', 'requiresEnglish', 'englishReason'] as const;

/** The input without its language fields (those are written by languageFields / languageChanges). */
export function withoutLanguageFields<T extends LanguageInput>(input: T): Omit<T, (typeof LANGUAGE_KEYS)[number]> {
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  for (const key of LANGUAGE_KEYS) delete rest[key];
  return rest as Omit<T, (typeof LANGUAGE_KEYS)[number]>;
}

/** The language fields of a new job (not given: none, and English not required). */
export function languageFields(input: LanguageInput) {
  return {
    titleFr: input.titleFr ?? null,
    descriptionFr: input.descriptionFr ?? null,
    requirementsFr: input.requirementsFr ?? null,
    requiresEnglish: input.requiresEnglish ?? false,
    englishReason: input.englishReason ?? null,
  };
}

/** What an update changes of the language fields: a field sent blank or null is cleared, one left out stays. */
export function languageChanges(input: LanguageInput): Partial<IJob> {
  const changes: Partial<IJob> = {};
  for (const key of ['titleFr', 'descriptionFr', 'requirementsFr', 'englishReason'] as const) {
    if (key in input) changes[key] = input[key] ?? null;
  }
  if ('requiresEnglish' in input) changes.requiresEnglish = input.requiresEnglish ?? false;
  return changes;
}

/** What the rules read of a job: its location (read again, so an edit that moves it counts) and language fields. */
type LanguageState = Pick<IJob, 'location' | 'titleFr' | 'descriptionFr' | 'requiresEnglish' | 'englishReason'>;

/** Whether a job may be published as it is: a job in Québec has its French title and description. */
export function mayPublish(job: LanguageState): boolean {
  return !frenchMissingForQuebec({ location: job.location, titleFr: job.titleFr, descriptionFr: job.descriptionFr });
}

/** 400 when the job may not be published (the message names the French title). */
export function assertMayPublish(job: LanguageState): void {
  if (!mayPublish(job)) invalid([{ path: 'titleFr', message: JOB_LANGUAGE_MESSAGES.frenchRequired }]);
}

/** 400 when a job in Québec requires English without saying why (checked on the job as the update leaves it). */
export function assertEnglishReason(job: LanguageState): void {
  const { location, requiresEnglish, englishReason } = job;
  if (englishReasonMissing({ location, requiresEnglish, englishReason }))
    invalid([{ path: 'englishReason', message: JOB_LANGUAGE_MESSAGES.englishReasonRequired }]);
}
