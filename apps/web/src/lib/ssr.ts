/** True while rendering on the server (entry-server.tsx), false in the browser. */
export const isServer = typeof window === 'undefined';

/**
 * Reads a route starts for its page. On the server the page waits for all of them: the HTML is the
 * whole page, and a read still under way when it is written would reach the browser later than the
 * page and change it while it hydrates. In the browser they run in the background (the page shows
 * its loading state meanwhile), so a navigation is never held up by them.
 */
export function whileServerWaits(...reads: Promise<unknown>[]): Promise<unknown> | undefined {
  const all = Promise.all(reads);
  return isServer ? all : undefined;
}
