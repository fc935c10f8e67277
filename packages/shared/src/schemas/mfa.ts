import { z, str, ZId } from './base.ts';
import { MFA_MESSAGES } from '../mfa-codes.ts';

/**
 * Two-factor sign-in (TOTP, RFC 6238) for staff users (issue 22, item 3): the codes the server
 * gives its refusals so a client can tell them from others, the shape of a code, and the answers
 * of the setup calls.
 */

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
