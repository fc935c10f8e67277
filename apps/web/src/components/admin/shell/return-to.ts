/**
 * The admin page a signed-out visitor asked for, kept in sessionStorage (this tab only) so the
 * guard can send them to plain /admin/login and the login page can return them afterwards. When
 * the server ended a session, the page travels in the login address instead (`?redirect=`); both
 * are checked by safeAdminRedirect.
 */
const KEY = 'admin:returnTo';

/** Stands in for this site while a return target is resolved (never requested). */
const SAME_SITE = 'https://same-site.invalid';

/**
 * Only admin pages of this site (never the login page itself or another site) are valid return
 * targets: a path starting with /admin that still names an admin page once resolved (so
 * `/admin/../jobs` is refused) and holds no backslash or control character (which browsers read
 * as '/' or drop). Anything else answers /admin, the dashboard.
 */
export function safeAdminRedirect(target: string | undefined | null): string {
  if (!target) return '/admin';
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return '/admin';
  if (!/^\/admin(?:[/?#]|$)/.test(target)) return '/admin';
  let url: URL;
  try {
    url = new URL(target, SAME_SITE);
  } catch {
    return '/admin';
  }
  if (url.origin !== SAME_SITE) return '/admin';
  if (!/^\/admin(?:\/|$)/.test(url.pathname) || /^\/admin\/login(?:\/|$)/.test(url.pathname)) return '/admin';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The search of /admin/login. */
export interface AdminLoginSearch {
  /** Where to go after signing in (an admin page of this site); /admin when absent. */
  redirect?: string;
  /** 'ended': the server ended the admin's session (the page says so). */
  session?: 'ended';
}

/** Keeps `redirect` only when it is a safe admin page, and `session` only when it is 'ended'. */
export function parseAdminLoginSearch(search: Record<string, unknown>): AdminLoginSearch {
  const out: AdminLoginSearch = {};
  if (typeof search.redirect === 'string') {
    const target = safeAdminRedirect(search.redirect);
    if (target !== '/admin') out.redirect = target;
  }
  if (search.session === 'ended') out.session = 'ended';
  return out;
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
