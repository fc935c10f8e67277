import { currentLocale, m } from '../../lib/i18n';
import { jobText } from '../../lib/job-text';
import { Anchor, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { JobDto } from '@app/shared/schemas/dtos';
import { trpc } from '../../lib/trpc';

/** Open jobs like a closed one (same category, else the newest), on the closed job's page. */
export function SimilarJobs({ job }: { job: Pick<JobDto, 'id' | 'category' | 'title'> }) {
  const sameCategory = useQuery(trpc.job.list.queryOptions({ category: job.category, sort: 'newest', page: 1, limit: 4 }));
  const newest = useQuery({ ...trpc.job.list.queryOptions({ sort: 'newest', page: 1, limit: 4 }), enabled: sameCategory.data?.total === 0 });
  const data = sameCategory.data?.total === 0 ? newest.data : sameCategory.data;
  const jobs = (data?.items ?? []).filter((j) => j.id !== job.id).slice(0, 3);
  const loading = sameCategory.isPending || (sameCategory.data?.total === 0 && newest.isPending);
  return (
    <Card withBorder radius="lg" padding="xl" component="section" aria-labelledby="similar-jobs">
      <Stack gap="md">
        <Title order={2} id="similar-jobs" fz={20} c="navy.9">
          {m.job_similar_open()}
        </Title>
        {loading ? (
          <Stack gap="sm">
            <Skeleton h={44} />
            <Skeleton h={44} />
          </Stack>
        ) : jobs.length ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {jobs.map((j) => (
              <li key={j.id}>
                <Anchor fw={600} renderRoot={(props) => <Link to="/jobs/$jobId" params={{ jobId: String(j.id) }} {...props} />}>
                  {jobText(j, currentLocale()).title}
                </Anchor>
                <Text fz="sm" c="gray.7">
                  {j.company} · {j.location}
                </Text>
              </li>
            ))}
          </Stack>
        ) : (
          <Text c="gray.7">{m.job_no_similar()}</Text>
        )}
        <Button component={Link} to="/jobs" variant="light" leftSection={<IconBriefcase size={18} aria-hidden />}>
          {m.job_browse_all()}
        </Button>
      </Stack>
    </Card>
  );
}
