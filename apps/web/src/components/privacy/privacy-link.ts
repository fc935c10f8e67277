// The address of a privacy request's confirmation link: read by the route in the main bundle, so
// kept apart from the page component (loaded when the link is opened). No zod here.

export interface PrivacyLink {
  kind?: 'access' | 'delete';
  email?: string;
  token?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.length <= 300 ? v : undefined);

/** The kind, address and token of a privacy request's mailed link, from the page's query string. */
export const parsePrivacyLink = (search: Record<string, unknown>): PrivacyLink => ({
  kind: search.kind === 'access' || search.kind === 'delete' ? search.kind : undefined,
  email: text(search.email),
  token: text(search.token),
});
