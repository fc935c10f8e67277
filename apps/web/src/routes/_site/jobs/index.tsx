import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../../../components/PageHero/PageHero';
import { trpc } from '../../../lib/trpc';
import { seo } from '../../../lib/seo';

interface JobSearch {
  query?: string;
  location?: string;
  type?: string;
  category?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

export const Route = createFileRoute('/_site/jobs/')({
  validateSearch: (search: Record<string, unknown>): JobSearch => ({
    query: text(search.query),
    location: text(search.location),
    type: text(search.type),
    category: text(search.category),
  }),
  head: () =>
    seo({
      title: 'Find Jobs in Ontario',
      description: 'Browse warehouse, transportation, manufacturing, office and remote jobs across Ontario. Filter by keyword, location, job type and category.',
      canonicalPath: '/jobs',
    }),
  component: JobsPage,
});

function JobsPage() {
  const search = Route.useSearch();
  const jobs = useQuery(trpc.job.list.queryOptions(search));
  return (
    <>
      <PageHero title="Find Your Next Job" subtitle="Browse open positions across Ontario." />
      <Container size="lg" py="xl">
        {jobs.isPending ? (
          <Text>Loading jobs...</Text>
        ) : jobs.isError ? (
          <Text c="red">Failed to fetch jobs</Text>
        ) : jobs.data.length === 0 ? (
          <Text>No jobs found matching your criteria.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {jobs.data.map((job) => (
              <Card key={job.id} withBorder padding="lg">
                <Stack gap="xs">
                  <Group justify="space-between">
                    <Title order={2} fz="lg">
                      {job.title}
                    </Title>
                    <Badge>{job.type}</Badge>
                  </Group>
                  <Text c="dimmed" size="sm">
                    {job.company} · {job.location}
                  </Text>
                  <Text lineClamp={2}>{job.description}</Text>
                  <Link to="/jobs/$jobId" params={{ jobId: String(job.id) }}>
                    Apply Now
                  </Link>
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Container>
    </>
  );
}
