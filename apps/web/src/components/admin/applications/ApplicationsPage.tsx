import { Alert, Group, Select, SimpleGrid, Skeleton, Stack, Tabs, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconEye, IconFileText, IconSearch, IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ApplicationDto } from '@app/validators';
import { notifyAdmin } from '../../../lib/notify';
import { queryClient, trpc } from '../../../lib/trpc';
import { AdminPageHeader, EmptyState, StatCard } from '../common';
import { ApplicationCard } from './ApplicationCard';
import { ApplicationDetailsDialog } from './ApplicationDetailsDialog';
import {
  APPLICATION_TABS,
  STATUS_FILTER_OPTIONS,
  applicationStats,
  emptyStateFor,
  filterApplications,
  filtersActive,
  statusUpdatedMessage,
  type ApplicationTab,
  type StatusFilter,
} from './applications';
import { CountedTabsList } from '../common/CountedTabsList';

export const applicationListOptions = () => trpc.application.list.queryOptions();

/** Admin 'Job Applications': stats, search, status filter, tabs, cards with a status dropdown and a details dialog. */
export function ApplicationsPage() {
  const apps = useQuery(applicationListOptions());
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [tab, setTab] = useState<ApplicationTab>('all');
  const [viewingId, setViewingId] = useState<number | null>(null);

  const setStatusMutation = useMutation(
    trpc.application.setStatus.mutationOptions({
      onSuccess: async (_data, variables) => {
        notifyAdmin('Status Updated', statusUpdatedMessage(variables.status));
        await queryClient.invalidateQueries({ queryKey: trpc.application.list.queryKey() });
      },
      onError: () => notifyAdmin('Error', 'Failed to update application status. Please try again.', 'error'),
    }),
  );

  const all = useMemo(() => apps.data ?? [], [apps.data]);
  const stats = useMemo(() => applicationStats(all), [all]);
  const active = filtersActive({ search, status });
  const tabCounts = useMemo(
    () =>
      Object.fromEntries(APPLICATION_TABS.map((t) => [t.value, filterApplications(all, { search, status, tab: t.value }).length])) as Record<ApplicationTab, number>,
    [all, search, status],
  );
  const visible = useMemo(() => filterApplications(all, { search, status, tab }), [all, search, status, tab]);
  const viewing: ApplicationDto | null = all.find((a) => a.id === viewingId) ?? null;

  const value = (n: number) => (apps.isSuccess ? n : apps.isError ? '—' : undefined);

  return (
    <Stack gap="lg">
      <AdminPageHeader title="Job Applications" subtitle="Review candidates, update their status and open their resumes." />

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard label="Total Apps" value={value(stats.total)} hint="all applications" icon={<IconFileText size={22} />} color="brand" />
        <StatCard label="Review" value={value(stats.underReview)} hint="under review" icon={<IconEye size={22} />} color="amber" />
        <StatCard label="Accepted" value={value(stats.accepted)} hint="candidates accepted" icon={<IconCircleCheck size={22} />} color="teal" />
        <StatCard label="Today" value={value(stats.today)} hint="applied today" icon={<IconCalendarEvent size={22} />} color="navy" />
      </SimpleGrid>

      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Search applications"
          placeholder="Search by name, email, or job title..."
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
          style={{ flex: '1 1 280px' }}
        />
        <Select
          label="Filter by status"
          data={STATUS_FILTER_OPTIONS}
          value={status}
          onChange={(v) => setStatus((v as StatusFilter | null) ?? 'all')}
          allowDeselect={false}
          style={{ flex: '1 1 220px' }}
          maw={{ base: '100%', sm: 260 }}
        />
      </Group>

      {apps.isError ? (
        <Alert color="red" title="Could not load applications" role="alert">
          {apps.error.message}
        </Alert>
      ) : null}

      <Tabs value={tab} onChange={(v) => setTab((v as ApplicationTab | null) ?? 'all')} keepMounted={false}>
        <CountedTabsList tabs={APPLICATION_TABS} active={tab} counts={apps.isSuccess ? tabCounts : undefined} />
        {APPLICATION_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {apps.isPending ? (
              <Stack gap="md" aria-busy="true" aria-label="Loading applications">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} h={220} radius="md" />
                ))}
              </Stack>
            ) : apps.isError ? null : visible.length === 0 ? (
              <EmptyState icon={<IconUsers size={28} />} {...emptyStateFor(t.value, active)} />
            ) : (
              <Stack gap="md">
                {visible.map((app) => (
                  <ApplicationCard
                    key={app.id}
                    application={app}
                    statusPending={setStatusMutation.isPending && setStatusMutation.variables?.id === app.id}
                    onStatusChange={(next) => setStatusMutation.mutate({ id: app.id, status: next })}
                    onView={() => setViewingId(app.id)}
                  />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      <ApplicationDetailsDialog application={viewing} onClose={() => setViewingId(null)} />
    </Stack>
  );
}
