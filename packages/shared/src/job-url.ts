/**
 * Where a job's page is: the one builder of its path and address, for the site's links, canonical
 * links and JSON-LD, the sitemap and the job feed, and the links in mail (job alerts, a posted job).
 */

/** The web app's route of a job's page (apps/web/src/routes/_site/jobs/$jobId.tsx; a test ties the two). */
export const JOB_ROUTE = '/jobs/$jobId';

/** '/jobs/42' */
export const jobPath = (id: number | string) => JOB_ROUTE.replace('$jobId', encodeURIComponent(String(id)));

/** 'https://www.example.ca/jobs/42', on the site at `origin` (no trailing slash). */
export const jobUrl = (origin: string, id: number | string) => `${origin}${jobPath(id)}`;
