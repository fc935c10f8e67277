/**
 * The beacons of a job page (issue 38, item 4): a view once the page has loaded in the browser,
 * and the first interaction with its apply form. They go after hydration, never in the render, so
 * a page served from a cache (the server's, a CDN's, the service worker's) is counted too and
 * rendering pays nothing for them. The server adds them up in memory and writes them in batches; it
 * caps what one client counts, leaves crawlers out and stores no address (see docs/performance.md).
 */

/** Jobs this page load has already counted: a view or a start is sent once per job and page load. */
const sentViews = new Set<number>();
const sentStarts = new Set<number>();

/** The page's landing: where the visitor came from (the referrer of the document) and its utm_source. */
function landing(): { referrer?: string; utmSource?: string } {
  // The document's own address, before any client-side navigation (the URL of the first request).
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  let utmSource: string | undefined;
  try {
    utmSource = new URL(entry?.name || window.location.href).searchParams.get('utm_source')?.slice(0, 100) || undefined;
  } catch {
    utmSource = undefined;
  }
  const referrer = document.referrer ? document.referrer.slice(0, 2000) : undefined;
  return { ...(referrer ? { referrer } : {}), ...(utmSource ? { utmSource } : {}) };
}

function post(path: string, body: object) {
  try {
    void fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      // No keepalive: the browser then hands the request to its network process, and tools that
      // watch a page's requests (the e2e tests' idle check) never see it finish.
    })
      // The answer's body is read, though nothing uses it: until it is, Chromium keeps the request
      // open (no resource timing entry, never 'finished' for Playwright's networkidle or DevTools)
      // and its connection busy for the rest of the page's life.
      .then((response) => response.arrayBuffer())
      .catch(() => {});
  } catch {
    // Counting must never break the page.
  }
}

/** Counts a view of the job page (once per job and page load). */
export function sendJobView(jobId: number) {
  if (sentViews.has(jobId)) return;
  sentViews.add(jobId);
  post(`/api/jobs/${jobId}/view`, landing());
}

/** Counts the first interaction with the job's apply form (once per job and page load). */
export function sendApplyStart(jobId: number) {
  if (sentStarts.has(jobId)) return;
  sentStarts.add(jobId);
  post(`/api/jobs/${jobId}/apply-start`, {});
}
