import { Box, Button, Container, Group, SimpleGrid, Text } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BackgroundVideo } from '../../../components/BackgroundVideo/BackgroundVideo';
import { JobCard } from '../../../components/JobCard/JobCard';
import { PageHero } from '../../../components/PageHero/PageHero';
import { JobFiltersBar } from '../../../components/jobs/JobFiltersBar';
import { JobListSkeleton, JobsLoadError, NoJobsFound } from '../../../components/jobs/JobListStates';
import { hasActiveFilters, parseJobSearch, resultsLabel, sameSearch, type JobSearch } from '../../../components/jobs/job-filters';
import { breadcrumbJsonLd, seo } from '../../../lib/seo';
import { trpc } from '../../../lib/trpc';

const DESCRIPTION =
  'Browse open warehouse, transportation, manufacturing, administrative and remote jobs across Ontario. Search by keyword and location, filter by job type and category, and apply online.';

export const Route = createFileRoute('/_site/jobs/')({
  validateSearch: (search: Record<string, unknown>): JobSearch => parseJobSearch(search),
  // No loader: the list is read by the page itself, in its own request, so the page appears at
  // once with its skeleton cards instead of waiting for the list.
  head: () =>
    seo({
      title: 'Find Jobs in Ontario',
      description: DESCRIPTION,
      keywords:
        'jobs in Ontario, warehouse jobs, forklift jobs, truck driver jobs, manufacturing jobs, general labour jobs, remote jobs Canada, staffing agency jobs, Mississauga jobs, Brampton jobs',
      canonicalPath: '/jobs',
      jsonLd: [
        { '@context': 'https://schema.org', '@type': 'CollectionPage', name: 'Find Jobs in Ontario', description: DESCRIPTION },
        breadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Jobs', path: '/jobs' },
        ]),
      ],
    }),
  component: JobsPage,
});

function JobsPage() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const jobs = useQuery(trpc.job.list.queryOptions(search));

  const setSearch = (next: JobSearch) => {
    if (sameSearch(next, search)) return;
    void navigate({ search: next, replace: true, resetScroll: false });
  };
  const clearFilters = () => setSearch({});
  const filtered = hasActiveFilters(search);

  return (
    <>
      <PageHero
        eyebrow="Careers with Northline"
        title="Find Your Next Job"
        subtitle="Explore open positions in warehousing, transportation, manufacturing and office support across Ontario. Every role is with an employer we know and trust."
        background={<BackgroundVideo src="/api/public/Staffing.mp4" poster="/api/public/Staffing.jpg" overlay={0.62} />}
      />
      <Box bg="gray.0" pb={{ base: 56, md: 88 }}>
        <Container size="lg" pos="relative" style={{ zIndex: 2 }} mt={{ base: -32, md: -44 }}>
          <JobFiltersBar value={search} onChange={setSearch} />
        </Container>
        <Container size="lg" mt={{ base: 'xl', md: 40 }} component="section" aria-label="Job listings">
          {jobs.isPending ? (
            <JobListSkeleton />
          ) : jobs.isError ? (
            <JobsLoadError onRetry={() => void jobs.refetch()} retrying={jobs.isFetching} />
          ) : jobs.data.length === 0 ? (
            <NoJobsFound onClear={clearFilters} />
          ) : (
            <>
              <Group justify="space-between" mb="lg" gap="xs">
                <Text fw={600} c="navy.9" role="status" data-testid="jobs-count">
                  {resultsLabel(jobs.data.length)}
                </Text>
                {filtered ? (
                  <Button variant="subtle" size="compact-sm" onClick={clearFilters} leftSection={<IconArrowBackUp size={16} aria-hidden />}>
                    Reset filters
                  </Button>
                ) : (
                  <Text size="sm" c="gray.7">
                    Newest first
                  </Text>
                )}
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {jobs.data.map((job) => (
                  <JobCard key={job.id} job={job} headingLevel={2} />
                ))}
              </SimpleGrid>
            </>
          )}
        </Container>
      </Box>
    </>
  );
}
