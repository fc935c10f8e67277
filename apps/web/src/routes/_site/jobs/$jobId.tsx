import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { JobDetail, JobDetailSkeleton, JobNotFound } from '../../../components/jobs/JobDetail';
import { jobBreadcrumbJsonLd, jobIdOf, jobPath, jobPostingJsonLd } from '../../../components/jobs/job-posting';
import { seo } from '../../../lib/seo';
import { isClosedJob, jobHead } from '@app/validators';
import { trpc } from '../../../lib/trpc';

export const Route = createFileRoute('/_site/jobs/$jobId')({
  loader: async ({ context, params }) => {
    const id = jobIdOf(params.jobId);
    if (id === null) return { job: null };
    const options = context.trpc.job.byId.queryOptions({ id });
    await context.queryClient.prefetchQuery(options);
    return { job: context.queryClient.getQueryData(options.queryKey) ?? null };
  },
  head: ({ loaderData, params }) => {
    const job = loaderData?.job;
    if (!job) {
      return seo({
        title: 'Job Not Found',
        description: "The job you're looking for doesn't exist or has been removed.",
        path: jobPath(params.jobId),
        noindex: true,
      });
    }
    return seo({
      ...jobHead(job),
      jsonLd: job.status === 'approved' && !isClosedJob(job) ? [jobPostingJsonLd(job), jobBreadcrumbJsonLd(job)] : [jobBreadcrumbJsonLd(job)],
    });
  },
  component: JobDetailPage,
});

function JobDetailPage() {
  const { jobId } = Route.useParams();
  const id = jobIdOf(jobId);
  // The loader already asked; an error stays an error rather than being fetched again on mount.
  const job = useQuery({ ...trpc.job.byId.queryOptions({ id: id ?? 0 }), enabled: id !== null, retryOnMount: false });
  if (id === null || job.isError) return <JobNotFound />;
  if (job.isPending) return <JobDetailSkeleton />;
  return <JobDetail job={job.data} />;
}
