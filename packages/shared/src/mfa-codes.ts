/**
 * Two-factor sign-in's codes and messages, apart from its schemas (mfa.ts): the web's first load
 * reads them (the admin session handling), and must not pull zod in with them.
 */

/** POST /api/admin/login's 401 for a user with two-factor on and no valid code. */
export const MFA_REQUIRED = 'MFA_REQUIRED';
/** The 403 of every staff call while the team requires two-factor and this user has not set it up. */
export const MFA_SETUP_REQUIRED = 'MFA_SETUP_REQUIRED';
export type MfaErrorCode = typeof MFA_REQUIRED | typeof MFA_SETUP_REQUIRED;

export const MFA_MESSAGES = {
  /** The password was right; a code is needed too. */
  codeNeeded: 'Enter the authentication code from your authenticator app, or a recovery code.',
  invalidCode: 'Invalid authentication code',
  setupRequired: 'Your team requires two-factor sign-in: set it up in your profile before anything else.',
  alreadyOn: 'Two-factor sign-in is already on. Turn it off first to set up another authenticator.',
  notOn: 'Two-factor sign-in is not on.',
  noSetup: 'Start the setup first: a new secret is made for your authenticator app.',
  ownFirst: 'Turn on two-factor sign-in for your own account (Your Profile) before requiring it for the team.',
  resetOwn: 'Turn off your own two-factor sign-in in Your Profile (it needs a code).',
  noUser: 'No such staff user',
} as const;

/** How many single-use recovery codes a user gets when turning two-factor on. */
export const RECOVERY_CODE_COUNT = 10;
