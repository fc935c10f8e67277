import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { JobDetail, JobDetailSkeleton, JobNotFound } from '../../../components/jobs/JobDetail';
import { jobBreadcrumbJsonLd, jobIdOf, jobPostingJsonLd, localizedJobHead } from '../../../components/jobs/job-posting';
import { currentLocale, m } from '../../../lib/i18n';
import { jobPath } from '@app/shared/job-url';
import { seo, siteOf } from '../../../lib/seo';
import { JOB_GONE_MESSAGE, jobState } from '@app/shared/job-posting';
import { distanceLabel } from '@app/shared/location';
import { trpc } from '../../../lib/trpc';
import { whileServerWaits } from '../../../lib/ssr';
import { sendApplyStart, sendJobView } from '../../../lib/job-beacons';

/** The search that led to the job, when it was near a place ('Mississauga, ON'): the page says how far the job is. */
const validateJobPageSearch = (raw: Record<string, unknown>): { near?: string } => {
  const near = typeof raw.near === 'string' ? raw.near.trim().slice(0, 120) : '';
  return near ? { near } : {};
};

/** job.byId's input: the id, and the place to measure from when there is one. */
const byIdInput = (id: number, near: string | undefined) => (near ? { id, near } : { id });

export const Route = createFileRoute('/_site/jobs/$jobId')({
  validateSearch: validateJobPageSearch,
  loaderDeps: ({ search }) => ({ near: search.near }),
  loader: async ({ context, params, deps }) => {
    const id = jobIdOf(params.jobId);
    if (id === null) {
      if (context.response) context.response.status = 404;
      return { job: null, gone: false };
    }
    const options = context.trpc.job.byId.queryOptions(byIdInput(id, deps.near));
    // The apply form's resume field shows the upload limits (see ResumeUpload).
    const limits = context.queryClient.prefetchQuery(context.trpc.upload.limits.queryOptions());
    await Promise.all([context.queryClient.prefetchQuery(options), whileServerWaits(limits)]);
    const job = context.queryClient.getQueryData(options.queryKey) ?? null;
    // A job that never was, or that only an admin may see: 404; a deleted one: 410 (gone for good).
    const gone = !job && context.queryClient.getQueryState(options.queryKey)?.error?.message === JOB_GONE_MESSAGE;
    if (!job && context.response) context.response.status = gone ? 410 : 404;
    return { job, gone };
  },
  head: ({ match, loaderData, params }) => {
    const site = siteOf(match.context);
    const job = loaderData?.job;
    if (!job) {
      return seo(site, {
        title: m.job_not_found_title(),
        description: loaderData?.gone ? m.job_gone_description() : m.job_not_found_description(),
        path: jobPath(params.jobId),
        noindex: true,
      });
    }
    return seo(site, {
      ...localizedJobHead(job),
      jsonLd: jobState(job) === 'published' ? [jobPostingJsonLd(site, job), jobBreadcrumbJsonLd(site, job)] : [jobBreadcrumbJsonLd(site, job)],
    });
  },
  component: JobDetailPage,
});

function JobDetailPage() {
  const { jobId } = Route.useParams();
  const { near } = Route.useSearch();
  const id = jobIdOf(jobId);
  // The loader already asked; an error stays an error rather than being fetched again on mount.
  const job = useQuery({ ...trpc.job.byId.queryOptions(byIdInput(id ?? 0, near)), enabled: id !== null, retryOnMount: false });
  useJobBeacons(job.data ? job.data.id : null);
  if (id === null || job.isError) return <JobNotFound />;
  if (job.isPending) return <JobDetailSkeleton />;
  const distanceKm = job.data.distanceKm;
  const distance = near && distanceKm != null ? distanceLabel(distanceKm, near.split(',')[0]!.trim(), currentLocale()) : undefined;
  return (
    <>
      <JobDetail job={job.data} distance={distance} />
      {/* Without JavaScript the view is counted by this image (the beacon below needs scripts). */}
      <noscript>
        <img src={`/api/jobs/${job.data.id}/view.gif`} alt="" width={1} height={1} style={{ position: 'absolute' }} />
      </noscript>
    </>
  );
}

/**
 * What the job draws (issue 38, item 4): a view once the page is in the browser (after hydration,
 * so a page from a cache counts too), and the first interaction with its apply form.
 */
function useJobBeacons(jobId: number | null) {
  useEffect(() => {
    if (jobId === null) return;
    sendJobView(jobId);
    const types = ['focusin', 'input', 'pointerdown'] as const;
    const onInteract = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('#apply form')) sendApplyStart(jobId);
    };
    for (const type of types) document.addEventListener(type, onInteract, true);
    return () => {
      for (const type of types) document.removeEventListener(type, onInteract, true);
    };
  }, [jobId]);
}
