import { z, email as emailField, str, ZId } from './base.ts';
import { STAFF_ROLES } from '../roles.ts';

/**
 * Staff accounts (issue 22): the Team screen's invitations, role changes and deactivation, the
 * self-service password reset, and the password policy every new password meets.
 */

/** A staff role in an input or an answer (kept out of roles.ts, which the web app's first load reads without zod). */
export const ZStaffRole = z.enum(STAFF_ROLES);

// ---------------------------------------------------------------- the password policy

/** The shortest new password (invitation, reset, change in Profile, `pnpm admin:reset-password`). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 500;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
/**
 * A new password found in the list of common breached passwords the server ships (checked on the
 * server only: the list never reaches the browser).
 */
export const BREACHED_PASSWORD_MESSAGE = 'This password appears in a list of breached passwords. Choose another.';

/**
 * A new password as the browser and the server both check it: at least PASSWORD_MIN_LENGTH
 * characters (spaces count: a passphrase is welcome). The server also refuses breached ones.
 */
export const newPassword = (message = PASSWORD_TOO_SHORT_MESSAGE) =>
  str(message, { max: PASSWORD_MAX_LENGTH, message: PASSWORD_TOO_LONG_MESSAGE }).min(PASSWORD_MIN_LENGTH, message);

// ---------------------------------------------------------------- usernames and tokens

export const USERNAME_MESSAGE = 'Username must be 3 to 50 characters: letters, digits, dots, hyphens or underscores';
/** The name a new team member signs in with. */
export const ZUsername = str(USERNAME_MESSAGE, { max: 1000, message: USERNAME_MESSAGE })
  .trim()
  .regex(/^[A-Za-z0-9._-]{3,50}$/, USERNAME_MESSAGE);

/** What an invitation or reset page says for a link that is unknown, used, revoked or expired: one answer for all. */
export const INVALID_INVITATION_MESSAGE = 'This invitation link is invalid or has expired. Ask an owner for a new one.';
export const INVALID_RESET_LINK_MESSAGE = 'This password reset link is invalid or has expired. Ask for a new one.';

/** An email address as accounts keep it: trimmed and in lower case (one mailbox, one account). */
const email = () => emailField().transform((v) => v.toLowerCase());

/** A link's token, as it came from the mail: at most 200 characters (anything longer is no token of ours). */
const token = (message: string) => str(message, { max: 200, message }).trim().min(1, message);

// ---------------------------------------------------------------- the Team screen

export const ZInviteInput = z.object({ email: email(), role: ZStaffRole });
export type InviteInput = z.input<typeof ZInviteInput>;

export const NOTHING_TO_CHANGE_MESSAGE = 'Give a role or active to change';
/** PATCH /api/admin/users/{id}: a new role, active or not, or both. */
export const ZTeamUserUpdateInput = z
  .object({ id: ZId, role: ZStaffRole.optional(), active: z.boolean().optional() })
  .refine((v) => v.role !== undefined || v.active !== undefined, { message: NOTHING_TO_CHANGE_MESSAGE, path: ['role'] });
export type TeamUserUpdateInput = z.input<typeof ZTeamUserUpdateInput>;

export const ZAcceptInvitationInput = z.object({
  token: token(INVALID_INVITATION_MESSAGE),
  username: ZUsername,
  password: newPassword(),
});
export type AcceptInvitationInput = z.input<typeof ZAcceptInvitationInput>;

/** The last active owner may be neither demoted nor deactivated. */
export const LAST_OWNER_MESSAGE = 'There must always be at least one active owner: make another team member an owner first.';
export const EMAIL_TAKEN_MESSAGE = 'A team member already uses this email address.';
export const USERNAME_TAKEN_MESSAGE = 'This username is taken. Choose another.';

// ---------------------------------------------------------------- forgot and reset password

export const ZForgotPasswordInput = z.object({ email: email() });
export type ForgotPasswordInput = z.input<typeof ZForgotPasswordInput>;

/** What POST /api/admin/password/forgot answers (202), whoever the address is. */
export const FORGOT_PASSWORD_MESSAGE = 'If this address belongs to a team member, a link to set a new password is on its way. It is valid for 30 minutes.';

export const ZResetPasswordInput = z.object({ token: token(INVALID_RESET_LINK_MESSAGE), password: newPassword() });
export type ResetPasswordInput = z.input<typeof ZResetPasswordInput>;

/** Profile: one's own email address (for password resets), confirmed with the current password. */
export const ZSetEmailInput = z.object({
  email: email(),
  currentPassword: str('Current password is required').min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
});
export type SetEmailInput = z.input<typeof ZSetEmailInput>;

/** How long links stay valid. */
export const INVITATION_TTL_HOURS = 72;
export const RESET_LINK_TTL_MINUTES = 30;
