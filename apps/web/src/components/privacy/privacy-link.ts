// The address of a privacy request's confirmation link: read by the route in the main bundle, so
// kept apart from the page component (loaded when the link is opened). No zod here.

export interface PrivacyLink {
  /** Opaque: the request's address and kind are sealed in it. */
  token?: string;
  /** Only in links mailed before the token was opaque (accepted by the server until they expire). */
  kind?: 'access' | 'delete';
  email?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.length <= 600 ? v : undefined);

/** The token of a privacy request's mailed link (and an older link's kind and address), from the page's query string. */
export const parsePrivacyLink = (search: Record<string, unknown>): PrivacyLink => ({
  token: text(search.token),
  kind: search.kind === 'access' || search.kind === 'delete' ? search.kind : undefined,
  email: text(search.email),
});

/** What the page sends to confirm: the token, with an older link's kind and address when it has both. */
export function confirmInput(link: PrivacyLink): { token: string; kind?: 'access' | 'delete'; email?: string } | null {
  if (!link.token) return null;
  return link.kind && link.email ? { token: link.token, kind: link.kind, email: link.email } : { token: link.token };
}
