import { parseJobLocation } from './location.ts';

/**
 * Jobs in both official languages, and Québec's rules for job offers (Charter of the French
 * language, as amended in 2022): an offer published in Québec must be available in French (s. 41),
 * and a job that requires a language other than French must say why (s. 46).
 *
 * A job's English text is the one every job has; its French title, description and requirements
 * are optional beside it, except for a job in Québec, which staff (or auto-approval) cannot publish
 * without its French title and description.
 */

export const JOB_LANGUAGE_MESSAGES = {
  /** Approving a job in Québec without its French title and description. */
  frenchRequired: 'A job in Québec needs its French title and description before it can be approved',
  /** A job in Québec that requires English, without the reason. */
  englishReasonRequired: 'Say why the job requires English: Québec law asks for the reason',
} as const;

/** The French fields of a job, as stored (null or blank: not given). */
export interface JobFrenchText {
  titleFr?: string | null;
  descriptionFr?: string | null;
}

const given = (text: string | null | undefined) => Boolean(text && text.trim());

/** Whether a job has the French a French page needs: its title and description. */
export function hasFrenchText(job: JobFrenchText): boolean {
  return given(job.titleFr) && given(job.descriptionFr);
}

/** Whether a job's location is in Québec (its province, as the location parser reads it). */
export function isInQuebec(job: { location?: string | null; province?: string | null }): boolean {
  if (job.province !== undefined && job.province !== null) return job.province === 'QC';
  return job.location ? parseJobLocation(job.location).province === 'QC' : false;
}

/** Whether the Québec rule stops the job from being published: in Québec, without its French text. */
export function frenchMissingForQuebec(job: JobFrenchText & { location?: string | null; province?: string | null }): boolean {
  return isInQuebec(job) && !hasFrenchText(job);
}

/** Whether a job in Québec that requires English lacks the reason the law asks for. */
export function englishReasonMissing(job: {
  location?: string | null;
  province?: string | null;
  requiresEnglish?: boolean | null;
  englishReason?: string | null;
}): boolean {
  return Boolean(job.requiresEnglish) && isInQuebec(job) && !given(job.englishReason);
}
