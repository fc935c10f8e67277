import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { AdminRecoveryCode, AdminUser, findSiteSettings, type EntityManager, type IAdminUser } from '@app/db';
import { RECOVERY_CODE_COUNT } from '@app/shared/mfa-codes';
import { isTotpCode } from '@app/shared/schemas/mfa';
import { countHit, forgetKey, type Limits } from '../../infra/rate-limits.ts';

/**
 * Two-factor sign-in with TOTP (RFC 6238: six digits, 30-second steps, SHA-1, what every
 * authenticator app speaks), by otplib; the QR code by qrcode.
 *
 * - The secret is kept encrypted (AES-256-GCM, bound to the user's id) under a key derived from
 *   SESSION_KEY with HKDF, so a copy of the database (a backup) alone does not give it away. A
 *   new SESSION_KEY makes the stored secrets unreadable: every user would set two-factor up again.
 * - A code is accepted one step either side of now (clock drift), and never twice: the step of the
 *   last accepted code is kept per user, and only a later one passes (one atomic update, so two
 *   requests racing with the same code cannot both win).
 * - Recovery codes are random (50 bits each) and stored as keyed hashes (HMAC-SHA-256 under another
 *   derived key): fast to look up, useless without the key. Using one marks it used, atomically.
 */

export interface MfaKeys {
  /** Encrypts the TOTP secrets (AES-256-GCM). */
  secretKey: Buffer;
  /** Keys the hashes of the recovery codes (HMAC-SHA-256). */
  recoveryKey: Buffer;
}

/** What setting up and checking codes use: the unit of work, the deployment's two-factor keys and the clock. */
export interface MfaContext {
  em: EntityManager;
  mfaKeys: MfaKeys;
  now: () => Date;
}

const HKDF_SALT = 'northline two-factor';

/** The two-factor keys of a deployment, derived from its session key (never the key itself). */
export function mfaKeysFrom(sessionKey: Buffer): MfaKeys {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', sessionKey, HKDF_SALT, info, 32));
  return { secretKey: derive('totp secret encryption v1'), recoveryKey: derive('recovery code hash v1') };
}

/** Keys for a context built without any (tests, one process): random, so nothing outlives the process. */
export function newMfaKeys(): MfaKeys {
  return mfaKeysFrom(randomBytes(32));
}

const CIPHER_VERSION = 'v1';
const aad = (adminId: number) => Buffer.from(`admin_users.mfa_secret:${adminId}`);

/** 'v1.' + base64url(iv | ciphertext | tag); bound to the user's id (a secret moved to another row does not decrypt). */
export function encryptSecret(keys: MfaKeys, adminId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.secretKey, iv);
  cipher.setAAD(aad(adminId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${CIPHER_VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** The secret, or null when it cannot be read (another key, a damaged value). */
export function decryptSecret(keys: MfaKeys, adminId: number, stored: string): string | null {
  if (!stored.startsWith(`${CIPHER_VERSION}.`)) return null;
  try {
    const raw = Buffer.from(stored.slice(CIPHER_VERSION.length + 1), 'base64url');
    if (raw.length < 12 + 16 + 1) return null;
    const decipher = createDecipheriv('aes-256-gcm', keys.secretKey, raw.subarray(0, 12));
    decipher.setAAD(aad(adminId));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- setting up

export interface MfaSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/**
 * A new secret for `admin`, stored (encrypted) as pending: two-factor is on only once a code from
 * it is confirmed (enableMfa). The QR code is drawn here, on the server, as an SVG data URL: the
 * browser shows it in an <img> (the CSP allows data: images) and the QR library stays out of the
 * web app's bundle; any REST client gets it too.
 */
export async function startMfaSetup(ctx: Pick<MfaContext, 'em' | 'mfaKeys'>, admin: IAdminUser): Promise<MfaSetup> {
  const secret = generateSecret();
  const settings = await findSiteSettings(ctx.em);
  const issuer = settings?.companyName || 'Northline';
  const otpauthUrl = generateURI({ issuer, label: admin.username, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  admin.mfaSecret = encryptSecret(ctx.mfaKeys, admin.id, secret);
  admin.mfaEnabledAt = null;
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

// ---------------------------------------------------------------- checking codes

/** How far a code may be from now: one 30-second step either way (a phone's clock drifts). */
const TOLERANCE_SECONDS = 30;

/**
 * Whether `code` is a valid TOTP code of `admin`'s secret that was never used: on success the
 * user's last accepted step moves to this code's (atomically, so the same code never wins twice).
 */
async function acceptTotp(ctx: MfaContext, admin: IAdminUser, code: string): Promise<boolean> {
  if (!admin.mfaSecret || !isTotpCode(code)) return false;
  const secret = decryptSecret(ctx.mfaKeys, admin.id, admin.mfaSecret);
  if (!secret) return false;
  const result = await verify({
    secret,
    token: code.replace(/\s+/g, ''),
    epoch: Math.floor(ctx.now().getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(admin.mfaLastStep != null ? { afterTimeStep: admin.mfaLastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid || !('timeStep' in result)) return false;
  const step = result.timeStep;
  const moved = await ctx.em.nativeUpdate(AdminUser, { id: admin.id, $or: [{ mfaLastStep: null }, { mfaLastStep: { $lt: step } }] }, { mfaLastStep: step });
  return moved === 1;
}

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_LENGTH = 10;

/** 'ABCDE-FGHIJ' → 'ABCDEFGHIJ': case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function hashRecoveryCode(keys: MfaKeys, code: string): string {
  return createHmac('sha256', keys.recoveryKey).update(normalizeRecoveryCode(code)).digest('hex');
}

/** New recovery codes ('ABCDE-FGHIJ': 10 of 32 characters, 50 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: RECOVERY_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Replaces `admin`'s recovery codes with new ones (only their hashes are stored); answers the codes. */
export async function replaceRecoveryCodes(ctx: Pick<MfaContext, 'em' | 'mfaKeys'>, adminId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await ctx.em.nativeDelete(AdminRecoveryCode, { admin: adminId });
  for (const code of codes) ctx.em.create(AdminRecoveryCode, { admin: adminId, codeHash: hashRecoveryCode(ctx.mfaKeys, code) });
  return codes;
}

/** Uses one of `admin`'s recovery codes, once (atomically); answers how many are left, or null when it is none of them. */
async function useRecoveryCode(ctx: MfaContext, admin: IAdminUser, code: string): Promise<number | null> {
  if (normalizeRecoveryCode(code).length !== RECOVERY_LENGTH) return null;
  const used = await ctx.em.nativeUpdate(
    AdminRecoveryCode,
    { admin: admin.id, codeHash: hashRecoveryCode(ctx.mfaKeys, code), usedAt: null },
    { usedAt: ctx.now() },
  );
  if (used !== 1) return null;
  return ctx.em.count(AdminRecoveryCode, { admin: admin.id, usedAt: null });
}

export type CodeCheck = { ok: false } | { ok: true; kind: 'totp' } | { ok: true; kind: 'recovery'; recoveryCodesLeft: number };

/**
 * Checks a code of a user with two-factor (or, with `totpOnly`, one setting it up): a TOTP code
 * of the secret never used before, or an unused recovery code. Either is spent by a success.
 */
export async function checkMfaCode(ctx: MfaContext, admin: IAdminUser, code: string, { totpOnly = false } = {}): Promise<CodeCheck> {
  if (isTotpCode(code)) return (await acceptTotp(ctx, admin, code)) ? { ok: true, kind: 'totp' } : { ok: false };
  if (totpOnly) return { ok: false };
  const left = await useRecoveryCode(ctx, admin, code);
  return left === null ? { ok: false } : { ok: true, kind: 'recovery', recoveryCodesLeft: left };
}

// ---------------------------------------------------------------- throttling

const codeKey = (adminId: number) => `mfa:${adminId}`;

/**
 * Counts a code attempt for `adminId`, from any client (a code has a million values: its guesses
 * are limited per user, like passwords, `limits.mfaMaxFailures` in `limits.loginWindowMs`);
 * answers the seconds to wait, or 0. A right code forgets the count (codeAccepted).
 */
export async function reserveCodeAttempt(
  ctx: { em: EntityManager; limits: Pick<Limits, 'loginWindowMs' | 'mfaMaxFailures'> },
  adminId: number,
): Promise<number> {
  const count = await countHit(ctx.em, codeKey(adminId), ctx.limits.loginWindowMs);
  return count.hits > ctx.limits.mfaMaxFailures ? count.retryAfter : 0;
}

export function codeAccepted(ctx: { em: EntityManager }, adminId: number): Promise<void> {
  return forgetKey(ctx.em, codeKey(adminId));
}

// ---------------------------------------------------------------- the team's requirement

/** Whether the owner requires two-factor for the whole team (Settings → System). */
export async function isMfaRequired(ctx: { em: EntityManager }): Promise<boolean> {
  const settings = await findSiteSettings(ctx.em);
  return settings?.requireMfa === true;
}
