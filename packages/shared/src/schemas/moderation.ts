import { ZId, choice, str, z } from './base.ts';
import { MSG } from '../messages.ts';

/**
 * Moderation of submitted jobs: approve or deny (one job or a selection of pending ones), with a
 * reason when denying, and reopening a denied job for another review. The reason is stored on the
 * job (`denialReason`), shown on the admin job card and sent to the poster.
 */

/** The longest reason a job can be denied with. */
export const DENIAL_REASON_MAX = 500;

/** The reasons the Deny dialog offers; 'Other' asks for the admin's own words. */
export const DENIAL_REASON_PRESETS = [
  'Incomplete or unclear description',
  'Pay or terms missing',
  'Duplicate posting',
  'Not a real job / suspicious',
  'Outside our service area',
] as const;
export const DENIAL_REASON_OTHER = 'Other';
export type DenialReasonChoice = (typeof DENIAL_REASON_PRESETS)[number] | typeof DENIAL_REASON_OTHER;

/** Room left for the admin's words next to the longest preset ('<preset>: <details>'). */
export const DENIAL_DETAILS_MAX = DENIAL_REASON_MAX - Math.max(...DENIAL_REASON_PRESETS.map((p) => p.length)) - 2;

export const DENIAL_MSG = {
  reasonTooLong: `The reason must be at most ${DENIAL_REASON_MAX} characters`,
  detailsRequired: "Please describe the reason when you choose 'Other'",
  idsRequired: 'Choose at least one job',
  tooManyIds: 'At most 100 jobs can be changed at once',
} as const;

/** At most this many jobs in one bulk approve or deny. */
export const MODERATION_BATCH_MAX = 100;

/**
 * The stored reason for a choice of the Deny dialog: the preset, followed by the admin's words when
 * given ('Pay or terms missing: please add the hourly rate'); for 'Other', the words alone.
 * Undefined when there is nothing to store (the API accepts a denial without a reason).
 */
export function denialReasonText(choice: DenialReasonChoice | null | undefined, details = ''): string | undefined {
  const words = details.trim();
  if (!choice) return words || undefined;
  if (choice === DENIAL_REASON_OTHER) return words || undefined;
  return words ? `${choice}: ${words}` : choice;
}

/** Why a job is denied: optional, trimmed, no control characters, at most DENIAL_REASON_MAX characters. */
export const ZDenialReason = str()
  .trim()
  .max(DENIAL_REASON_MAX, DENIAL_MSG.reasonTooLong)
  .nullish()
  .transform((v) => (v ? v : undefined));

/** The admin's decision on a job: approve, or deny (with a reason, optional on the API). */
export const ZJobDecision = {
  status: choice(['approved', 'denied'], MSG.jobStatus),
  reason: ZDenialReason,
};

/**
 * job.setStatusMany, PATCH /api/jobs/status: approve or deny a selection of jobs (1 to 100 ids,
 * repeated ids counted once). Only pending jobs change; the others are reported as skipped.
 */
export const ZJobStatusManyInput = z.object({
  ids: z
    .array(ZId)
    .min(1, DENIAL_MSG.idsRequired)
    .max(MODERATION_BATCH_MAX, DENIAL_MSG.tooManyIds)
    .transform((ids) => [...new Set(ids)]),
  ...ZJobDecision,
});
export type JobStatusManyInput = z.input<typeof ZJobStatusManyInput>;
