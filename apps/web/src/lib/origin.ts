/** The site's origin in the browser: VITE_SITE_URL when the build names one, else the page's own. */
export function browserOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  if (configured) return configured.replace(/\/$/, '');
  return typeof window !== 'undefined' ? window.location.origin : '';
}
