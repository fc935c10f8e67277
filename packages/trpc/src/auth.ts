import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { AdminSession, AdminUser, type IAdminUser } from '@app/db';
import type { AdminIdentity, AuthPolicy, Context } from './context.ts';

/** argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so an unknown username costs as long as a wrong password. */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

const TOUCH_EVERY_MS = 60_000;

/** What a request knows of the staff user behind its session. */
export function identityOf(admin: IAdminUser, sessionId: string): AdminIdentity {
  return {
    id: admin.id,
    username: admin.username,
    sessionId,
    lastLoginAt: admin.lastLoginAt ?? null,
    role: admin.role,
    email: admin.email ?? null,
    mfaEnabled: !!admin.mfaEnabledAt,
  };
}

/**
 * The admin behind this request, or null. A session counts only when its row exists, was not
 * revoked, has been used within the idle timeout and is younger than the absolute lifetime.
 */
export async function getAdmin(ctx: Context): Promise<AdminIdentity | null> {
  if (ctx.admin !== undefined) return ctx.admin;
  const sessionId = ctx.session.get();
  if (!sessionId) return (ctx.admin = null);
  const session = await ctx.em.findOne(AdminSession, { id: sessionId }, { populate: ['admin'] });
  const now = ctx.now().getTime();
  if (
    !session ||
    session.revokedAt ||
    now - session.lastSeenAt.getTime() > ctx.auth.idleTimeoutMs ||
    now - session.createdAt.getTime() > ctx.auth.absoluteTimeoutMs ||
    // A deactivated user is signed out at once: every one of their sessions stops counting.
    !session.admin.active
  ) {
    ctx.session.clear();
    return (ctx.admin = null);
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await ctx.em.nativeUpdate(AdminSession, { id: sessionId }, { lastSeenAt: new Date(now) });
  }
  const admin = session.admin;
  return (ctx.admin = identityOf(admin, sessionId));
}

/**
 * Makes sure an admin exists at start-up. With a username and password, that admin is created
 * when missing (an existing password is left alone). With neither and no admin at all, `admin`
 * is created with a random password, which is returned so the caller can print it once.
 */
/** How long an ended session row is kept (for the admin's own record of sign-ins) before it is deleted. */
export const ENDED_SESSION_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes session rows that ended (revoked, idle too long or past their lifetime) more than
 * ENDED_SESSION_KEEP_MS ago; returns how many. Every instance may run it: the delete is idempotent.
 */
export async function pruneSessions(em: Context['em'], policy: AuthPolicy, now = new Date()): Promise<number> {
  const before = (ms: number) => new Date(now.getTime() - ms - ENDED_SESSION_KEEP_MS);
  return em.nativeDelete(AdminSession, {
    $or: [{ revokedAt: { $lt: before(0) } }, { lastSeenAt: { $lt: before(policy.idleTimeoutMs) } }, { createdAt: { $lt: before(policy.absoluteTimeoutMs) } }],
  });
}

export async function ensureAdmin(
  em: Context['em'],
  configured: { username?: string; password?: string; email?: string },
): Promise<{ created: boolean; username?: string; generatedPassword?: string }> {
  const fork = em.fork();
  const email = configured.email?.trim().toLowerCase() || null;
  // The first admin is an owner; ADMIN_EMAIL gives it an address when it has none yet (and no one else has it).
  const giveEmail = async (admin: IAdminUser) => {
    if (email && !admin.email && !(await fork.count(AdminUser, { email }))) admin.email = email;
    await fork.flush();
  };
  if (configured.username && configured.password) {
    const existing = await fork.findOne(AdminUser, { username: configured.username });
    if (existing) {
      await giveEmail(existing);
      return { created: false, username: existing.username };
    }
    const admin = fork.create(AdminUser, { username: configured.username, password: await hashPassword(configured.password), role: 'owner' });
    await giveEmail(admin);
    return { created: true, username: configured.username };
  }
  if ((await fork.count(AdminUser)) > 0) {
    const first = await fork.findOne(AdminUser, { role: 'owner' }, { orderBy: { id: 'asc' } });
    if (first) await giveEmail(first);
    return { created: false };
  }
  const generatedPassword = randomBytes(12).toString('base64url');
  const admin = fork.create(AdminUser, { username: 'admin', password: await hashPassword(generatedPassword), role: 'owner' });
  await giveEmail(admin);
  return { created: true, username: 'admin', generatedPassword };
}
