import { z, ZId } from './base.ts';
import { JOB_TYPES } from '../job-types.ts';
import { EMPLOYER_CLOSE_REASONS, POSTING_CLOSED_AS, POSTING_STATES } from '../employers.ts';
import { PAY_PERIODS } from '../pay.ts';

/**
 * My postings (issue 38, item 3): the inputs and answers of the employer procedures. An employer
 * session reaches the jobs posted with its own address only; the procedures never take an address
 * from the client except to mail a link to it.
 */

export { ZEmployerLinkInput, ZEmployerJobUpdateInput, type EmployerLinkInput, type EmployerJobUpdateInput, type EmployerJobUpdate } from './inputs.ts';

/** POST /api/employers/jobs/{id}/close: why the job closes. */
export const ZEmployerCloseInput = z.object({
  id: ZId,
  reason: z.enum(EMPLOYER_CLOSE_REASONS, { error: "reason must be 'filled' or 'cancelled'" }),
});
export type EmployerCloseInput = z.input<typeof ZEmployerCloseInput>;

const isoDateTime = () => z.string().meta({ format: 'date-time' });

/** One posting as its poster sees it: the job's own fields, its state and its counts (never the applicants). */
export const ZEmployerPostingDto = z
  .object({
    id: z.number().int(),
    title: z.string(),
    company: z.string(),
    location: z.string(),
    type: z.string().describe(`One of ${JOB_TYPES.join(', ')} (as posted)`),
    category: z.string(),
    description: z.string(),
    requirements: z.string().nullable(),
    salary: z.string().nullable(),
    payMin: z.number().nullable(),
    payMax: z.number().nullable(),
    payPeriod: z.enum(PAY_PERIODS).nullable(),
    contactEmail: z.string().nullable(),
    contactPhone: z.string().nullable(),
    postedAt: isoDateTime(),
    state: z.enum(POSTING_STATES).describe('pending (review), live, denied or closed'),
    closedAs: z.enum(POSTING_CLOSED_AS).nullable().describe('For a closed posting: filled, cancelled or expired'),
    liveUntil: isoDateTime().nullable().describe('For a live posting: when it closes'),
    denialReason: z.string().nullable().describe('For a denied posting: why, as staff wrote it'),
    applications: z.number().int().describe('How many applications it received (the applicants are never shown)'),
    views: z.number().int().nullable().describe('Page views the site counted (crawlers and repeated loads from one visitor left out)'),
  })
  .meta({ id: 'EmployerPosting' });
export type EmployerPostingDto = z.infer<typeof ZEmployerPostingDto>;

/** GET /api/employers/jobs: the session's address and its postings, newest first. */
export const ZEmployerPostings = z.object({ email: z.string(), items: z.array(ZEmployerPostingDto) }).meta({ id: 'EmployerPostings' });
export type EmployerPostingsDto = z.infer<typeof ZEmployerPostings>;

/** A change made by the employer: its message and the posting as it is now. */
export const ZEmployerPostingChanged = z
  .object({ success: z.literal(true), message: z.string(), posting: ZEmployerPostingDto })
  .meta({ id: 'EmployerPostingChanged' });
export type EmployerPostingChangedDto = z.infer<typeof ZEmployerPostingChanged>;
