/**
 * Ids (zod-free: the web app's first load imports this; base.ts, which loads zod, does not belong
 * there).
 */

/** The largest id a PostgreSQL integer column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * An id written as text (a path segment, a link's parameter, an admin's search): '42' -> 42.
 * Digits only, 1 to MAX_ID; anything else (a sign, a decimal, too many digits) is null. The one
 * pattern for ids everywhere: paths, links, the audit and job searches.
 */
export function idFromText(text: string | undefined | null): number | null {
  if (!text || !/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : null;
}
