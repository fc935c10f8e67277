import { z, ZId } from './base.ts';
import { ZJobApplyInput } from './inputs.ts';
import { CANDIDATE_STATUSES } from '../candidates.ts';
import { APPLICATION_STATUSES } from '../constants.ts';

/**
 * My applications (issue 38): the inputs and answers of the candidate procedures. A candidate
 * session reaches the applications of its own address only; the procedures never take an address
 * from the client except to mail a link to it.
 */

export { ZCandidateLinkInput, type CandidateLinkInput } from './inputs.ts';

/** The mailed link's token (its secret and signature, base64url). */
export const ZCandidateSignInInput = z.object({
  token: z
    .string({ error: 'This sign-in link is invalid.' })
    .max(200, 'This sign-in link is invalid.')
    .regex(/^[\w-]{1,100}\.[\w-]{1,100}$/, 'This sign-in link is invalid.'),
});

/**
 * PATCH /api/candidates/applications/{id}: the applicant's own corrections, each checked by the
 * application form's rules (a name of 2 characters or more, an address, a phone number of 10
 * characters or more); a résumé is a link or the id of a file uploaded through POST
 * /api/uploads/resume, and replaces the one before (its file is deleted). Absent or blank: unchanged.
 */
export const ZCandidateApplicationUpdateInput = ZJobApplyInput.pick({ applicantName: true, applicantEmail: true, applicantPhone: true, resume: true }).extend({
  id: ZId,
});
export type CandidateApplicationUpdateInput = z.input<typeof ZCandidateApplicationUpdateInput>;

export const ZCandidateApplicationDto = z
  .object({
    id: z.number().int(),
    jobId: z.number().int().nullable(),
    jobTitle: z.string().nullable(),
    appliedAt: z.string().meta({ format: 'date-time' }),
    status: z.enum(CANDIDATE_STATUSES).describe('What the applicant reads: Received, In review, Interview, Not selected, Hired or Withdrawn'),
    /** Whether it may still be changed or withdrawn (neither decided nor withdrawn). */
    open: z.boolean(),
    applicantName: z.string().nullable(),
    applicantEmail: z.string().nullable(),
    applicantPhone: z.string().nullable(),
    resume: z.string().nullable().describe('The résumé link given, if any'),
    resumeFile: z.string().nullable().describe("The uploaded résumé's file name, if any"),
  })
  .meta({ id: 'CandidateApplication' });
export type CandidateApplicationDto = z.infer<typeof ZCandidateApplicationDto>;

/** GET /api/candidates/applications: the session's address and its applications, newest first. */
export const ZCandidateApplications = z.object({ email: z.string(), items: z.array(ZCandidateApplicationDto) }).meta({ id: 'CandidateApplications' });
export type CandidateApplicationsDto = z.infer<typeof ZCandidateApplications>;

/** A change made by the applicant: its message and the application as it is now. */
export const ZCandidateApplicationChanged = z
  .object({ success: z.literal(true), message: z.string(), application: ZCandidateApplicationDto })
  .meta({ id: 'CandidateApplicationChanged' });
export type CandidateApplicationChangedDto = z.infer<typeof ZCandidateApplicationChanged>;

/** The link followed: a session for this address (its cookie set), until `expiresAt`. */
export const ZCandidateSignedIn = z
  .object({ success: z.literal(true), email: z.string(), expiresAt: z.string().meta({ format: 'date-time' }) })
  .meta({ id: 'CandidateSignedIn' });

/** Another application of the same person (the same mailbox), as staff see it beside one. */
export const ZRelatedApplicationDto = z
  .object({
    id: z.number().int(),
    jobId: z.number().int().nullable(),
    jobTitle: z.string().nullable(),
    appliedAt: z.string().meta({ format: 'date-time' }),
    status: z.enum(APPLICATION_STATUSES),
  })
  .meta({ id: 'RelatedApplication' });
export type RelatedApplicationDto = z.infer<typeof ZRelatedApplicationDto>;
