import { parseJobLocation } from './location.ts';
import { PAY_PERIODS_PER_YEAR, type PayPeriod } from './pay.ts';

/**
 * Ontario job posting rules (Employment Standards Act, 2000, Part III.1, in force January 1, 2026):
 * a publicly advertised job posting states the expected pay or a pay range (a range no wider than
 * $50,000 a year unless its top exceeds $200,000), says whether the posting is for an existing
 * vacancy, discloses whether artificial intelligence is used to screen, assess or select applicants,
 * and does not require Canadian experience. Employers with fewer than 25 employees are exempt.
 *
 * One function for the post-job form (live, as the poster types), the admin dialog and the server
 * (which stores the open points of each job for the admins). The checks guide: only a range that
 * is wider than allowed, given as structured pay, is refused by the API.
 */

export const POSTING_RULE_CITATION = 'Ontario Employment Standards Act, 2000, job posting requirements (in force January 1, 2026)';

/** A range may be at most this wide (yearly) unless its top exceeds MAX_RANGE_EXEMPT_ABOVE. */
export const MAX_PAY_RANGE_WIDTH = 50_000;
export const MAX_RANGE_EXEMPT_ABOVE = 200_000;

export const POSTING_CHECK_CODES = ['payMissing', 'payRangeTooWide', 'existingVacancyUnanswered', 'aiScreeningUnanswered', 'canadianExperience'] as const;
export type PostingCheckCode = (typeof POSTING_CHECK_CODES)[number];

export interface PostingCheck {
  code: PostingCheckCode;
  /** 'error': the posting does not meet the rule; 'warning': worth a second look. */
  level: 'error' | 'warning';
  /** The form field the check is about. */
  field: 'payMin' | 'payMax' | 'existingVacancy' | 'aiScreening' | 'requirements';
  message: string;
}

export const POSTING_CHECK_MESSAGES: Record<PostingCheckCode, string> = {
  payMissing: 'Ontario job postings must state the expected pay or a pay range',
  payRangeTooWide: 'Ontario pay ranges may be at most $50,000 a year wide unless the top exceeds $200,000',
  existingVacancyUnanswered: 'Ontario job postings must say whether the posting is for an existing vacancy',
  aiScreeningUnanswered: 'Ontario job postings must say whether AI is used to screen, assess or select applicants',
  canadianExperience: 'Ontario job postings may not require Canadian experience',
};

const CHECK_SHAPE: Record<PostingCheckCode, Pick<PostingCheck, 'level' | 'field'>> = {
  payMissing: { level: 'error', field: 'payMin' },
  payRangeTooWide: { level: 'error', field: 'payMax' },
  existingVacancyUnanswered: { level: 'error', field: 'existingVacancy' },
  aiScreeningUnanswered: { level: 'error', field: 'aiScreening' },
  canadianExperience: { level: 'warning', field: 'requirements' },
};

export interface PostingRuleInput {
  location?: string | null;
  /** The province when already known (the job's column); otherwise read from the location. */
  province?: string | null;
  payMin?: number | null;
  payMax?: number | null;
  payPeriod?: PayPeriod | null;
  existingVacancy?: boolean | null;
  aiScreening?: boolean | null;
  employerUnder25?: boolean | null;
  description?: string | null;
  requirements?: string | null;
}

const CANADIAN_EXPERIENCE = /\bcanadian\s+(work\s+)?experience\b/i;

const isAmount = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** True when the rules apply: an Ontario job of an employer with 25 employees or more. */
export function postingRulesApply(job: Pick<PostingRuleInput, 'location' | 'province' | 'employerUnder25'>): boolean {
  if (job.employerUnder25 === true) return false;
  const province = job.province ?? (job.location ? parseJobLocation(job.location).province : null);
  return province === 'ON';
}

/** Yearly width and top of a pay range, or undefined without a complete range. */
export function yearlyRange(job: Pick<PostingRuleInput, 'payMin' | 'payMax' | 'payPeriod'>): { width: number; top: number } | undefined {
  if (!job.payPeriod || !isAmount(job.payMin) || !isAmount(job.payMax)) return undefined;
  const perYear = PAY_PERIODS_PER_YEAR[job.payPeriod];
  return { width: (job.payMax - job.payMin) * perYear, top: job.payMax * perYear };
}

/** True when the range is wider than the Ontario rule allows. */
export function payRangeTooWide(job: Pick<PostingRuleInput, 'payMin' | 'payMax' | 'payPeriod'>): boolean {
  const range = yearlyRange(job);
  return range !== undefined && range.width > MAX_PAY_RANGE_WIDTH && range.top <= MAX_RANGE_EXEMPT_ABOVE;
}

/** The open points of a posting under the Ontario rules (none outside Ontario or for small employers). */
export function ontarioPostingChecks(job: PostingRuleInput): PostingCheck[] {
  if (!postingRulesApply(job)) return [];
  const codes: PostingCheckCode[] = [];
  if (!isAmount(job.payMin) && !isAmount(job.payMax)) codes.push('payMissing');
  else if (payRangeTooWide(job)) codes.push('payRangeTooWide');
  if (typeof job.existingVacancy !== 'boolean') codes.push('existingVacancyUnanswered');
  if (typeof job.aiScreening !== 'boolean') codes.push('aiScreeningUnanswered');
  if (CANADIAN_EXPERIENCE.test(`${job.description ?? ''}\n${job.requirements ?? ''}`)) codes.push('canadianExperience');
  return codes.map((code) => ({ code, ...CHECK_SHAPE[code], message: POSTING_CHECK_MESSAGES[code] }));
}
