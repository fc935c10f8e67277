/**
 * Sets a new password for an admin user and signs out every session of that user:
 *
 *   pnpm admin:reset-password admin                        # prints a new random password in a box
 *   echo 'my new password' | pnpm admin:reset-password admin  # takes the first line of stdin instead
 *   pnpm admin:reset-password admin --disable-2fa            # also turns two-factor sign-in off (a lost phone)
 *
 * Without --disable-2fa, a user's two-factor sign-in is left as it is: the new password still
 * needs a code (or a recovery code). With it, the user's TOTP secret and recovery codes are
 * deleted, and the next sign-in needs the password only (if the team requires two-factor, the user
 * is then sent to set it up again).
 * The database is the server's (DATABASE_URL, or the embedded PostgreSQL under DATA_DIR, started
 * for the run when the server is not running). Exit code 1 when the user does not exist or the
 * password breaks the password policy (at least 12 characters, not in the list of breached passwords).
 */
import { randomBytes } from 'node:crypto';
import { text } from 'node:stream/consumers';
import { AdminPasswordReset, AdminRecoveryCode, AdminSession, AdminUser } from '@app/db';
import { hashPassword, passwordProblem } from '@app/trpc';
import { adminPasswordBanner } from '../banner.ts';
import { openDatabase } from '../database.ts';
import { loadEnv } from '../env.ts';

class UsageError extends Error {}

const DISABLE_MFA_FLAG = '--disable-2fa';

/** The password piped in (its first line), or undefined when stdin is a terminal or empty. */
async function passwordFromStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const line = (await text(process.stdin)).split(/\r?\n/)[0] ?? '';
  if (line === '') return undefined;
  // The password policy of the admin area: at least 12 characters, not a breached password.
  const problem = passwordProblem(line);
  if (problem) throw new UsageError(problem);
  return line;
}

async function main(): Promise<void> {
  const given = process.argv.slice(2).filter((a) => a !== '--');
  const disableMfa = given.includes(DISABLE_MFA_FLAG);
  const args = given.filter((a) => a !== DISABLE_MFA_FLAG);
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    throw new UsageError(
      `Usage: pnpm admin:reset-password <username> [${DISABLE_MFA_FLAG}]   (a password piped to stdin is used instead of a random one; ${DISABLE_MFA_FLAG} also turns two-factor sign-in off)`,
    );
  }
  const username = args[0]!;
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const chosen = await passwordFromStdin();
  const password = chosen ?? randomBytes(12).toString('base64url');

  const database = await openDatabase(env);
  try {
    const em = database.orm.em.fork();
    const admin = await em.findOne(AdminUser, { username });
    if (!admin) {
      const known = (await em.find(AdminUser, {}, { orderBy: { username: 'asc' } })).map((a) => a.username);
      throw new UsageError(
        `No admin user '${username}'.${known.length ? ` Admin users: ${known.join(', ')}.` : ' There are no admin users yet: start the server once.'}`,
      );
    }
    admin.password = await hashPassword(password);
    const hadMfa = !!admin.mfaEnabledAt;
    if (disableMfa) {
      admin.mfaSecret = null;
      admin.mfaEnabledAt = null;
      admin.mfaLastStep = null;
      await em.nativeDelete(AdminRecoveryCode, { admin: admin.id });
    }
    // Any 'Forgot password?' link still out for this user stops working too.
    await em.nativeUpdate(AdminPasswordReset, { admin: admin.id, usedAt: null }, { usedAt: new Date() });
    await em.flush();
    const signedOut = await em.nativeUpdate(AdminSession, { admin: admin.id, revokedAt: null }, { revokedAt: new Date() });
    const mfa = disableMfa ? (hadMfa ? '; two-factor sign-in turned off' : '; two-factor sign-in was not on') : hadMfa ? '; two-factor sign-in stays on' : '';
    const sessions = `${signedOut} session${signedOut === 1 ? '' : 's'} signed out${mfa}`;
    if (chosen) {
      console.log(`Password of admin user '${username}' changed; ${sessions}.`);
    } else {
      console.log(adminPasswordBanner({ heading: `New password for admin user '${username}' (${sessions})`, username, password }));
    }
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof UsageError ? error.message : error);
    process.exit(1);
  },
);
