import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MFA_SETUP_REQUIRED } from '@app/shared/mfa-codes';
import { STAFF_ROLES, type StaffRole } from '@app/shared/roles';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Admin session on the client (sections 4, 7 and 8): the signed-in admin or null, a loading flag
 * until the first identity check finishes, login and logout.
 *
 * The three calls go to the documented REST paths (GET /api/admin/session, POST /api/admin/login,
 * POST /api/admin/logout) with cookies. The user lives in the query cache under one key, so every
 * provider (the login page and the guarded layout each mount one) reads the same state and the
 * route guard can await it in `beforeLoad`.
 *
 * A session can also end on the server (logout in another tab, a password change elsewhere, the
 * idle or absolute timeout). The query client reports every refused call to `endAdminSession`,
 * which clears the identity here; the guard then sends the admin to the login page with a notice
 * and the way back.
 */

export interface AdminUser {
  id: string | number;
  username: string;
  /** What the user may open (the navigation and each screen follow it). */
  role: StaffRole;
  email: string | null;
  mfaEnabled: boolean;
  /** The team requires two-factor sign-in: without it, the guard keeps the user on its setup (Profile). */
  mfaRequired: boolean;
}

/**
 * Why the last login attempt failed: rejected by the server (with its message, and its `code`
 * when it has one: 'MFA_REQUIRED' asks for a two-factor code) or no connection.
 */
export type LoginFailure = { kind: 'rejected'; status: number; message: string; code?: string } | { kind: 'network' };

export const ADMIN_ME_QUERY_KEY = ['admin-auth', 'me'] as const;
/** Marked when the server, not the admin, ended the session; read once by the guard. */
export const ADMIN_SESSION_ENDED_KEY = ['admin-auth', 'session-ended'] as const;

/**
 * The user from an answer of /api/admin/me or /api/admin/login. A role the client does not know
 * counts as the narrowest (editor): the server decides what each call may do anyway.
 */
export function toAdminUser(body: Partial<AdminUser> | null | undefined, username: string): AdminUser {
  return {
    id: body?.id ?? 'admin',
    username: typeof body?.username === 'string' ? body.username : username,
    role: STAFF_ROLES.find((r) => r === body?.role) ?? 'editor',
    email: body?.email ?? null,
    mfaEnabled: body?.mfaEnabled === true,
    mfaRequired: body?.mfaRequired === true,
  };
}

/** Where a user the team requires two-factor of, without it, is sent (the setup on Profile). */
export const MFA_SETUP_PATH = '/admin/profile';

/** Whether this user must set up two-factor before anything else. */
export const needsMfaSetup = (user: AdminUser | null | undefined) => !!user && user.mfaRequired && !user.mfaEnabled;

/** A staff call refused because the team requires two-factor and this user has not set it up (403, data.errorCode). */
export function isMfaSetupRequiredError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const data = (error as { data?: { errorCode?: unknown } | null }).data;
  return data?.errorCode === MFA_SETUP_REQUIRED;
}

/** The owner required two-factor while this user was signed in: the guard now sends them to set it up. */
export function requireMfaSetup(queryClient: QueryClient): void {
  queryClient.setQueryData<AdminUser | null>(ADMIN_ME_QUERY_KEY, (user) => (user ? { ...user, mfaRequired: true } : user));
}

/** Two-factor turned on or off from Profile: the cached identity follows. */
export function setMfaEnabled(queryClient: QueryClient, enabled: boolean): void {
  queryClient.setQueryData<AdminUser | null>(ADMIN_ME_QUERY_KEY, (user) => (user ? { ...user, mfaEnabled: enabled } : user));
}

/**
 * The identity check: GET /api/admin/session, the admin (as GET /api/admin/me answers it) or null.
 * A visitor without a session gets 200 with `user: null`, so the sign-in page logs no failed
 * request on every visit (/api/admin/me answers them 401); any non-ok answer or a network failure
 * is null too.
 */
export async function fetchAdminMe(): Promise<AdminUser | null> {
  try {
    const res = await fetch('/api/admin/session', { credentials: 'include', headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { user?: Partial<AdminUser> | null } | null;
    const user = body?.user;
    if (!user || typeof user.username !== 'string') return null;
    return toAdminUser(user, user.username);
  } catch {
    return null;
  }
}

/** Shared by the provider and the guard's beforeLoad. Never retried, never stale (section 9). */
export const adminMeQueryOptions = queryOptions({
  queryKey: ADMIN_ME_QUERY_KEY,
  queryFn: fetchAdminMe,
  staleTime: Infinity,
  retry: false,
});

/** True for an answer that means "no live admin session": tRPC UNAUTHORIZED or an HTTP 401. */
export function isUnauthorizedError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const data = (error as { data?: { code?: unknown; httpStatus?: unknown } | null }).data;
  if (data && (data.code === 'UNAUTHORIZED' || data.httpStatus === 401)) return true;
  return (error as { status?: unknown }).status === 401;
}

/** Forgets everything read with the admin session; only the identity and its marks stay. */
function forgetAdminData(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ADMIN_ME_QUERY_KEY[0] });
}

/**
 * The server refused a call of the signed-in admin: the session has ended elsewhere. Clears the
 * cached identity (so nothing keeps saying 'Signed in as') and the admin data, and marks why for
 * the guard. Answers false, doing nothing, when this tab holds no admin (a failed login, a public
 * page, or a second refused call of the same ending).
 */
export function endAdminSession(queryClient: QueryClient): boolean {
  if (!queryClient.getQueryData<AdminUser | null>(ADMIN_ME_QUERY_KEY)) return false;
  queryClient.setQueryData(ADMIN_SESSION_ENDED_KEY, true);
  queryClient.setQueryData<AdminUser | null>(ADMIN_ME_QUERY_KEY, null);
  forgetAdminData(queryClient);
  return true;
}

/** Whether the server ended the last session (see endAdminSession); reading clears the mark. */
export function takeAdminSessionEnded(queryClient: QueryClient): boolean {
  const ended = queryClient.getQueryData<boolean>(ADMIN_SESSION_ENDED_KEY) === true;
  queryClient.removeQueries({ queryKey: ADMIN_SESSION_ENDED_KEY, exact: true });
  return ended;
}

export interface AdminAuthValue {
  user: AdminUser | null;
  /** True until the first identity check has finished. */
  loading: boolean;
  /**
   * Signs in; true on success, false on a non-ok answer or a network error (no message here).
   * `onFailure` learns why, for the login page to word its own message. `code`: the two-factor
   * code (or a recovery code), once the server asked for one (MFA_REQUIRED).
   */
  login: (username: string, password: string, onFailure?: (failure: LoginFailure) => void, code?: string) => Promise<boolean>;
  /** Signs out; the user is cleared even when the call fails. */
  logout: () => Promise<void>;
  /** Details of the last failed login, for the login page to word its message. */
  lastLoginFailure: LoginFailure | null;
}

const AdminAuthContext = createContext<AdminAuthValue | null>(null);

/** The message of a refusal, and its code when it has one ({code: 'MFA_REQUIRED', message}). */
async function readRefusal(res: Response): Promise<{ message: string; code?: string }> {
  try {
    const text = await res.text();
    try {
      const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
      if (parsed && typeof parsed.message === 'string') return { message: parsed.message, ...(typeof parsed.code === 'string' ? { code: parsed.code } : {}) };
    } catch {
      /* not JSON */
    }
    return { message: text || res.statusText };
  } catch {
    return { message: res.statusText };
  }
}

export function AdminAuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(adminMeQueryOptions);
  const [lastLoginFailure, setLastLoginFailure] = useState<LoginFailure | null>(null);

  const login = useCallback(
    async (username: string, password: string, onFailure?: (failure: LoginFailure) => void, code?: string) => {
      const fail = (failure: LoginFailure) => {
        setLastLoginFailure(failure);
        onFailure?.(failure);
        return false;
      };
      let res: Response;
      try {
        res = await fetch('/api/admin/login', {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(code === undefined ? { username, password } : { username, password, code }),
        });
      } catch {
        return fail({ kind: 'network' });
      }
      if (!res.ok) return fail({ kind: 'rejected', status: res.status, ...(await readRefusal(res)) });
      let signedIn = toAdminUser(null, username);
      try {
        signedIn = toAdminUser((await res.json()) as Partial<AdminUser>, username);
      } catch {
        /* an ok answer without a body still means signed in */
      }
      queryClient.removeQueries({ queryKey: ADMIN_SESSION_ENDED_KEY, exact: true });
      queryClient.setQueryData<AdminUser | null>(adminMeQueryOptions.queryKey, signedIn);
      setLastLoginFailure(null);
      return true;
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    try {
      const res = await fetch('/api/admin/logout', { method: 'POST', credentials: 'include' });
      if (!res.ok) console.error(`Logout failed: ${res.status}: ${res.statusText}`);
    } catch (error) {
      console.error('Logout failed', error);
    } finally {
      // The admin's own choice: no 'session ended' notice.
      queryClient.removeQueries({ queryKey: ADMIN_SESSION_ENDED_KEY, exact: true });
      queryClient.setQueryData(adminMeQueryOptions.queryKey, null);
      // Everything read with the admin session goes; only the (now empty) identity stays cached.
      forgetAdminData(queryClient);
    }
  }, [queryClient]);

  const value = useMemo<AdminAuthValue>(
    () => ({ user: me.data ?? null, loading: me.isPending, login, logout, lastLoginFailure }),
    [me.data, me.isPending, login, logout, lastLoginFailure],
  );
  return <AdminAuthContext.Provider value={value}>{children}</AdminAuthContext.Provider>;
}

export function useAdminAuth(): AdminAuthValue {
  const value = useContext(AdminAuthContext);
  if (!value) throw new Error('useAdminAuth must be used within an AdminAuthProvider');
  return value;
}
