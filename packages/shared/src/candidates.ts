import type { ApplicationStatus } from './constants.ts';
import { wallTime } from './time-zone.ts';

/**
 * My applications (issue 38): a job seeker follows their applications without a password. A link
 * mailed to the address they applied with is the key; following it opens a session for that
 * address only. What the applicant reads of the pipeline, and the wording of the pages, live here.
 */

/** How long a mailed sign-in link works, once. */
export const CANDIDATE_LINK_MINUTES = 30;
/** How long a candidate session lasts from the sign-in (it is never extended). */
export const CANDIDATE_SESSION_DAYS = 7;
/** The candidate session's own cookie (never the staff session's). */
export const CANDIDATE_COOKIE = 'candidate_session';
/** The page of My applications, and the link the mail carries (its token in the query). */
export const MY_APPLICATIONS_PATH = '/my-applications';
export const CANDIDATE_SIGN_IN_PATH = '/my-applications/sign-in';

/** What an applicant sees of an application's state (never the pipeline's own words). */
export const CANDIDATE_STATUSES = ['Received', 'In review', 'Interview', 'Not selected', 'Hired', 'Withdrawn'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

/**
 * The one mapping of the pipeline to what the applicant reads: submitted is Received, under review
 * is In review, an open application a recruiter invited to an interview (the interview invitation
 * mail of the pipeline) is Interview, accepted is Hired, rejected is Not selected, and the
 * applicant's own withdrawal is Withdrawn.
 */
export function candidateStatus(status: ApplicationStatus, pipeline: { interviewInvited?: boolean } = {}): CandidateStatus {
  switch (status) {
    case 'submitted':
      return pipeline.interviewInvited ? 'Interview' : 'Received';
    case 'under_review':
      return pipeline.interviewInvited ? 'Interview' : 'In review';
    case 'accepted':
      return 'Hired';
    case 'rejected':
      return 'Not selected';
    case 'withdrawn':
      return 'Withdrawn';
  }
}

/** Whether the applicant may still change or withdraw it: it is neither decided nor withdrawn. */
export const isOpenApplication = (status: ApplicationStatus) => status === 'submitted' || status === 'under_review';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '28 November': the day an application was sent, on the company's calendar (Toronto). */
export function sentOnDay(at: Date): string {
  const { day, month } = wallTime(at);
  return `${day} ${MONTHS[month - 1]}`;
}

/** What the apply confirmation says when applying again updated the open application. */
export const updatedApplicationSentence = (firstSentAt: Date) => `We updated the application you sent on ${sentOnDay(firstSentAt)}.`;

export const CANDIDATE_MESSAGES = {
  /** The answer to a link request, the same for every address. */
  linkSent: `If that address has applications, we've sent a link to it. It works for ${CANDIDATE_LINK_MINUTES} minutes.`,
  invalidLink: 'This sign-in link is invalid, has expired or was already used. Ask for a new one below.',
  signInRequired: 'Please sign in with the link we email you.',
  notFound: 'Application not found',
  closed: 'This application is closed and can no longer be changed.',
  emailTaken: 'You already have an open application to this job with that email address.',
  withdrawn: 'Your application was withdrawn.',
  updated: 'Your application was updated.',
  loggedOut: 'You are signed out.',
  /** What the apply confirmation and the application-received mail say about the way in. */
  followThem: 'You can follow your applications, change your details or withdraw at any time on My applications: we email you a sign-in link.',
} as const;
