import { z, str, ZId } from './base.ts';

/**
 * Two-factor sign-in (TOTP, RFC 6238) for staff users (issue 22, item 3): the codes the server
 * gives its refusals so a client can tell them from others, the shape of a code, and the answers
 * of the setup calls.
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

/**
 * A code as typed: six digits from the app (spaces allowed, as apps show '123 456'), or a recovery
 * code ('ABCDE-FGHIJ', any case). The server decides which it is.
 */
export const ZMfaCode = str('Enter the authentication code').trim().min(1, 'Enter the authentication code').max(64, MFA_MESSAGES.invalidCode);

/** POST /api/admin/mfa/enable and /disable. */
export const ZMfaCodeInput = z.object({ code: ZMfaCode });
export type MfaCodeInput = z.infer<typeof ZMfaCodeInput>;

/** DELETE /api/admin/users/{id}/mfa: the user whose two-factor an owner turns off. */
export const ZMfaResetInput = z.object({ id: ZId });

export const ZMfaSetupDto = z
  .object({
    secret: z.string().describe('The base32 secret, for typing into an authenticator app'),
    otpauthUrl: z.string().describe('The otpauth://totp/… URI the QR code holds'),
    qrCode: z.string().describe('The otpauth URI as a QR code: an SVG image as a data: URL, for an <img>'),
  })
  .meta({ id: 'MfaSetup' });
export type MfaSetupDto = z.infer<typeof ZMfaSetupDto>;

export const ZMfaRecoveryCodesDto = z
  .object({
    recoveryCodes: z.array(z.string()).describe('Single-use recovery codes, shown this once (only their hashes are kept)'),
  })
  .meta({ id: 'MfaRecoveryCodes' });
export type MfaRecoveryCodesDto = z.infer<typeof ZMfaRecoveryCodesDto>;

/** Six digits once spaces are dropped: a TOTP code; anything else is tried as a recovery code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ''));
}
