import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../../components/PageHero/PageHero';
import { trpc } from '../../../lib/trpc';
import { seo } from '../../../lib/seo';

export const Route = createFileRoute('/_site/jobs/$jobId')({
  head: ({ params }) => seo({ title: 'Job Details', description: 'Job details and application form.', path: `/jobs/${params.jobId}` }),
  component: JobDetailPage,
});

function JobDetailPage() {
  const { jobId } = Route.useParams();
  const id = /^\d+$/.test(jobId) ? Number(jobId) : 0;
  const job = useQuery(trpc.job.byId.queryOptions({ id }));
  if (job.isPending) return <Container py="xl">Loading job...</Container>;
  if (job.isError)
    return (
      <PageHero title="Job Not Found" subtitle="The job you're looking for doesn't exist or has been removed.">
        <Link to="/jobs">Browse All Jobs</Link>
      </PageHero>
    );
  return (
    <>
      <PageHero title={job.data.title} subtitle={`${job.data.company} · ${job.data.location}`} />
      <Container size="lg" py="xl">
        <Text style={{ whiteSpace: 'pre-line' }}>{job.data.description}</Text>
        <Link to="/jobs">Back to Jobs</Link>
      </Container>
    </>
  );
}
