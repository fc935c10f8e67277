import type { JobStatus } from './constants.ts';

/**
 * My postings (issue 38, item 3): an employer who posted a job follows and manages it without a
 * password. As My applications does, a link mailed to the address the job was posted with (its
 * contact email) is the key; following it opens a session for that address only, in its own
 * cookie. The wording of the page and of the answers lives here.
 */

/** How long a mailed sign-in link works, once (the same as My applications). */
export const EMPLOYER_LINK_MINUTES = 30;
/** How long an employer session lasts from the sign-in (it is never extended). */
export const EMPLOYER_SESSION_DAYS = 7;
/** The employer session's own cookie (never the staff session's, nor the candidate's). */
export const EMPLOYER_COOKIE = 'employer_session';
/** The page of My postings, and the link the mail carries (its token in the query). */
export const MY_POSTINGS_PATH = '/my-postings';
export const EMPLOYER_SIGN_IN_PATH = '/my-postings/sign-in';

/** Why an employer closes a posting. */
export const EMPLOYER_CLOSE_REASONS = ['filled', 'cancelled'] as const;
export type EmployerCloseReason = (typeof EMPLOYER_CLOSE_REASONS)[number];

/** What an employer reads of a posting's state. */
export const POSTING_STATES = ['pending', 'live', 'denied', 'closed'] as const;
export type PostingState = (typeof POSTING_STATES)[number];
/** How a closed posting ended: marked filled, cancelled by the employer, or past its end date. */
export const POSTING_CLOSED_AS = ['filled', 'cancelled', 'expired'] as const;
export type PostingClosedAs = (typeof POSTING_CLOSED_AS)[number];

type DateLike = Date | string | null | undefined;
const time = (d: DateLike) => (d ? new Date(d).getTime() : null);

/**
 * The one mapping of a job to what its poster reads: pending review, live (until its end date),
 * denied (with the reason), or closed (filled, cancelled or expired: an approved job past its end
 * date is closed at once, before the minute's sweep marks it). A job the spam trap caught reads as
 * pending, as its submission was answered.
 */
export function postingState(
  job: { status: JobStatus; expiresAt: DateLike; filledAt?: DateLike; cancelledAt?: DateLike },
  now: Date | number = Date.now(),
): { state: PostingState; closedAs: PostingClosedAs | null } {
  const at = now instanceof Date ? now.getTime() : now;
  const end = time(job.expiresAt);
  const closedAs = (): PostingClosedAs => (job.filledAt ? 'filled' : job.cancelledAt ? 'cancelled' : 'expired');
  switch (job.status) {
    case 'pending':
    case 'spam':
      return { state: 'pending', closedAs: null };
    case 'denied':
      return { state: 'denied', closedAs: null };
    case 'expired':
      return { state: 'closed', closedAs: closedAs() };
    case 'approved':
      return end !== null && end <= at ? { state: 'closed', closedAs: closedAs() } : { state: 'live', closedAs: null };
  }
}

export const EMPLOYER_MESSAGES = {
  /** The answer to a link request, the same for every address. */
  linkSent: `If that address posted jobs with us, we've sent a link to it. It works for ${EMPLOYER_LINK_MINUTES} minutes.`,
  invalidLink: 'This sign-in link is invalid, has expired or was already used. Ask for a new one below.',
  signInRequired: 'Please sign in with the link we email you.',
  notFound: 'Job posting not found',
  /** An edit or a close of a posting that is closed already. */
  closed: 'This job posting is closed. Repost it to open it again.',
  notClosed: 'Only a closed job posting can be reposted.',
  notLive: 'Only a live job posting can be closed.',
  updated: 'Your changes were sent for review.',
  closedFilled: 'Your job posting is closed as filled.',
  closedCancelled: 'Your job posting is closed as cancelled.',
  reposted: 'Your job posting was sent for review.',
  loggedOut: 'You are signed out.',
  /**
   * What an edit does to a live posting (said in the page before confirming, and in docs/jobs.md):
   * the job goes back to review and is off the site until staff approve it again.
   */
  editHidesLive:
    'Saving sends your changes for review. While we review them, this job is not shown on the site and takes no applications; it goes live again, as changed, once approved.',
  /** What the Post a Job confirmation and the poster's mails say about the way in. */
  manageThem: 'You can see whether your job is live, edit it, close it as filled or cancelled, or repost it on My postings: we email you a sign-in link.',
} as const;
