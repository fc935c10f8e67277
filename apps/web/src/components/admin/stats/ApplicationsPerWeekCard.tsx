import { Alert, Paper, Skeleton, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { formatCount } from '../../../lib/format';
import { applicationsPerWeekQuery } from '../queries';

const ApplicationsWeeksChart = lazy(() => import('./StatsCharts').then((m) => ({ default: m.ApplicationsWeeksChart })));

/** The dashboard's chart: applications received per week, the last 12 weeks (issue 38, item 4). */
export function ApplicationsPerWeekCard() {
  const weeks = useQuery(applicationsPerWeekQuery());
  const total = weeks.data?.weeks.reduce((sum, w) => sum + w.applications, 0) ?? 0;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="applications-weeks-heading" data-testid="applications-per-week">
      <Title order={2} fz="lg" id="applications-weeks-heading" c="navy.9">
        Applications per Week
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {weeks.data ? `${formatCount(total)} in the last ${weeks.data.weeks.length} weeks (Monday to Sunday; this week so far).` : 'The last 12 weeks.'}
      </Text>
      {weeks.isError ? (
        <Alert color="red" role="alert" title="Could not load the applications per week">
          {weeks.error.message}
        </Alert>
      ) : !weeks.data ? (
        <Skeleton h={220} radius="md" aria-label="Loading the applications per week" />
      ) : (
        <>
          <Suspense fallback={<Skeleton h={220} radius="md" />}>
            <ApplicationsWeeksChart weeks={weeks.data.weeks} />
          </Suspense>
          <VisuallyHidden>
            <ul>
              {weeks.data.weeks.map((w) => (
                <li key={w.weekStart}>
                  Week of {w.weekStart}: {w.applications} applications
                </li>
              ))}
            </ul>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
