// The address of the admin Privacy requests screen (?status=&email=): read by its route in the main
// bundle, so kept apart from the screen. No zod here.

export const PRIVACY_TABS = [
  { value: 'verified', label: 'Open' },
  { value: 'completed', label: 'Completed' },
  { value: 'all', label: 'All' },
] as const;
export type PrivacyTab = (typeof PRIVACY_TABS)[number]['value'];

export interface PrivacySearch {
  status?: PrivacyTab;
  /** The address whose holdings are shown. */
  email?: string;
}

export const parsePrivacySearch = (search: Record<string, unknown>): PrivacySearch => ({
  status: PRIVACY_TABS.some((t) => t.value === search.status) ? (search.status as PrivacyTab) : undefined,
  email: typeof search.email === 'string' && search.email.length <= 254 ? search.email : undefined,
});
