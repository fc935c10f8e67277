// The address of a job alert mail's link: read by the routes in the main bundle, so kept apart
// from the page component (loaded when the link is opened).

export interface JobAlertLink {
  /** A number as the router reads `id=12` (kept one, so the address it writes back stays `id=12`, not `id=%2212%22`). */
  id?: number | string;
  token?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.length <= 300 ? v : typeof v === 'number' ? String(v) : undefined);

/** The id and token of a job alert mail's link, from the page's query string. */
export const parseJobAlertLink = (search: Record<string, unknown>): JobAlertLink => ({
  id: typeof search.id === 'number' ? search.id : text(search.id),
  token: text(search.token),
});
