/** Section 5: the home job search has no required fields; only non-empty values reach the URL. */
export function jobSearchParams(query: string, location: string): { query?: string; location?: string } {
  const params: { query?: string; location?: string } = {};
  const q = query.trim();
  const l = location.trim();
  if (q) params.query = q;
  if (l) params.location = l;
  return params;
}
