/**
 * The admin page a signed-out visitor asked for, kept in sessionStorage (this tab only) so the
 * guard can send them to plain /admin/login and the login page can return them afterwards.
 */
const KEY = 'admin:returnTo';

/** Only admin pages (never the login page itself or another site) are valid return targets. */
export function safeAdminRedirect(target: string | undefined | null): string {
  if (!target) return '/admin';
  if (!/^\/admin(?:[/?#]|$)/.test(target)) return '/admin';
  if (/^\/admin\/login(?:[/?#]|$)/.test(target)) return '/admin';
  return target;
}

export function rememberAdminReturn(href: string, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    const target = safeAdminRedirect(href);
    if (target === '/admin') storage?.removeItem(KEY);
    else storage?.setItem(KEY, target);
  } catch {
    // Storage disabled: the visitor lands on the dashboard after signing in.
  }
}

/** The remembered page (or an explicit ?redirect=), validated; /admin when none. */
export function adminReturnTarget(explicit?: string, storage: Storage | undefined = globalThis.sessionStorage): string {
  if (explicit) return safeAdminRedirect(explicit);
  try {
    return safeAdminRedirect(storage?.getItem(KEY));
  } catch {
    return '/admin';
  }
}

export function forgetAdminReturn(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
