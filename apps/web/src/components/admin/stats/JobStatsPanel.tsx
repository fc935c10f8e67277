import { Alert, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { JOB_VIEW_SOURCE_LABELS, conversionLabel } from '@app/shared/job-stats';
import { formatCount } from '../../../lib/format';
import { jobStatsQuery } from '../queries';

const JobDaysChart = lazy(() => import('./StatsCharts').then((m) => ({ default: m.JobDaysChart })));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="xl" fw={700} c="navy.9" data-testid={`job-stats-${label.toLowerCase().replace(/\W+/g, '-')}`}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * What one job draws (issue 38, item 4): its totals since counting began, a chart of views and
 * applications per day over the last 30 days, and where its visitors came from.
 */
export function JobStatsPanel({ jobId }: { jobId: number }) {
  const stats = useQuery(jobStatsQuery(jobId));
  if (stats.isError) {
    return (
      <Alert color="red" role="alert" title="Could not load the figures">
        {stats.error.message}
      </Alert>
    );
  }
  if (!stats.data) return <Skeleton h={360} radius="md" aria-label="Loading the figures" />;
  const { totals, days, sources } = stats.data;
  const visitors = sources.reduce((sum, s) => sum + s.visitors, 0);
  return (
    <Stack gap="md" data-testid="job-stats">
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        <Figure label="Views" value={formatCount(totals.views)} />
        <Figure label="Visitors" value={formatCount(totals.visitors)} />
        <Figure label="Apply starts" value={formatCount(totals.starts)} />
        <Figure label="Applications" value={formatCount(totals.applications)} />
        <Figure label="Conversion" value={conversionLabel(totals.conversion)} />
      </SimpleGrid>

      <section aria-labelledby="job-stats-days">
        <Title order={3} fz="md" id="job-stats-days" mb="xs" c="navy.9">
          Views and applications per day, the last {days.length} days
        </Title>
        <Suspense fallback={<Skeleton h={220} radius="md" />}>
          <JobDaysChart days={days} />
        </Suspense>
      </section>

      <section aria-labelledby="job-stats-sources">
        <Title order={3} fz="md" id="job-stats-sources" mb="xs" c="navy.9">
          Where visitors came from
        </Title>
        <Table striped withTableBorder data-testid="job-stats-sources">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Source</Table.Th>
              <Table.Th ta="right">Visitors</Table.Th>
              <Table.Th ta="right">Share</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sources.map((s) => (
              <Table.Tr key={s.source}>
                <Table.Td>{JOB_VIEW_SOURCE_LABELS[s.source]}</Table.Td>
                <Table.Td ta="right">{formatCount(s.visitors)}</Table.Td>
                <Table.Td ta="right">{visitors > 0 ? `${Math.round((s.visitors / visitors) * 100)}%` : '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group mt={4}>
          <Text size="xs" c="dimmed">
            Counted without cookies: one visitor is one device a day; crawlers are left out.
          </Text>
        </Group>
      </section>
    </Stack>
  );
}
