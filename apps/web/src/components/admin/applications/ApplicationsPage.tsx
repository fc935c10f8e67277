import { Alert, Box, Button, Group, Select, SimpleGrid, Skeleton, Stack, Switch, Tabs } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconDownload, IconEye, IconFileText, IconUsers } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { pageCount } from '@app/shared/page-math';
import type { ApplicationDto } from '@app/shared/schemas/dtos';
import { notifyAdmin } from '../../../lib/notify';
import { queryClient, trpc } from '../../../lib/trpc';
import { AdminPageHeader, EmptyState, StatCard } from '../common';
import { CountedTabsList } from '../common/CountedTabsList';
import { ApplicationCard } from './ApplicationCard';
import { ApplicationDetailsDialog } from './ApplicationDetailsDialog';
import { DebouncedSearchInput } from '../../DebouncedSearchInput/DebouncedSearchInput';
import { ListPagination, ListTotal } from '../../ListPagination/ListPagination';
import {
  APPLICATION_TABS,
  STATUS_FILTER_OPTIONS,
  emptyStateFor,
  filtersActive,
  listRequest,
  statusFilterOf,
  statusUpdatedMessage,
  tabCounts,
  tabOf,
  type ApplicationTab,
  type ApplicationsSearch,
  type StatusFilter,
} from './applications';
import { applicationCountsOptions, applicationListOptions, applicationsExportUrl } from './queries';

export interface ApplicationsPageProps {
  /** The screen's state, kept in the address. */
  search: ApplicationsSearch;
  /** Writes a new state; `replace` for typing, so Back skips each keystroke. */
  onSearchChange: (next: ApplicationsSearch, options?: { replace?: boolean }) => void;
}

/**
 * Admin 'Job Applications': stat cards and tab counts from the server's counters; the list is
 * searched, filtered and paged by the server, one page at a time.
 */
export function ApplicationsPage({ search, onSearchChange }: ApplicationsPageProps) {
  const tab = tabOf(search);
  const status = statusFilterOf(search);
  const { input, contradiction } = listRequest(search);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const listTop = useRef<HTMLDivElement>(null);

  const counts = useQuery(applicationCountsOptions());
  const list = useQuery({
    ...applicationListOptions(input),
    enabled: !contradiction,
    // While another page, search or filter loads, the list on screen stays (dimmed), so nothing
    // jumps under the pointer; skeletons show only before the first answer.
    placeholderData: keepPreviousData,
  });

  const setStatusMutation = useMutation(
    trpc.application.setStatus.mutationOptions({
      onSuccess: async (_data, variables) => {
        notifyAdmin('Status Updated', statusUpdatedMessage(variables.status));
        await Promise.all([
          queryClient.invalidateQueries(trpc.application.pathFilter()),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
        ]);
      },
      onError: () => notifyAdmin('Error', 'Failed to update application status. Please try again.', 'error'),
    }),
  );

  const page = list.data;
  // A page beyond the end (rows went away, or an old link): go to the last page.
  useEffect(() => {
    if (!page || list.isPlaceholderData || page.items.length > 0 || page.total === 0 || page.page <= 1) return;
    const last = pageCount(page);
    onSearchChange({ ...search, page: last > 1 ? last : undefined }, { replace: true });
  }, [page, list.isPlaceholderData, search, onSearchChange]);

  const change = (next: Partial<ApplicationsSearch>, options?: { replace?: boolean }) =>
    onSearchChange({ ...search, ...next, page: 'page' in next ? next.page : undefined }, options);
  const goToPage = (next: number) => {
    change({ page: next > 1 ? next : undefined });
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const active = filtersActive({ search: search.search ?? '', status, mine: search.mine });
  const items: ApplicationDto[] = page?.items ?? [];
  const viewing = items.find((a) => a.id === viewingId) ?? null;
  const value = (n: number | undefined) => (counts.isSuccess ? n : counts.isError ? '—' : undefined);
  const exportHref = applicationsExportUrl(input);

  const listBody = contradiction ? (
    <EmptyState icon={<IconUsers size={28} />} {...emptyStateFor(tab, true)} />
  ) : list.isError ? null : list.isPending ? (
    <Stack gap="md" aria-busy="true" aria-label="Loading applications">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={220} radius="md" />
      ))}
    </Stack>
  ) : items.length === 0 ? (
    <EmptyState icon={<IconUsers size={28} />} {...emptyStateFor(tab, active)} />
  ) : (
    <Stack gap="md" aria-busy={list.isPlaceholderData} style={list.isPlaceholderData ? { opacity: 0.6 } : undefined}>
      {items.map((app) => (
        <ApplicationCard
          key={app.id}
          application={app}
          statusPending={setStatusMutation.isPending && setStatusMutation.variables?.id === app.id}
          onStatusChange={(next) => setStatusMutation.mutate({ id: app.id, status: next })}
          onView={() => setViewingId(app.id)}
        />
      ))}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <AdminPageHeader title="Job Applications" subtitle="Review candidates, update their status and open their resumes." />

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
        <StatCard label="Total Apps" value={value(counts.data?.total)} hint="all applications" icon={<IconFileText size={22} />} color="brand" />
        <StatCard label="Review" value={value(counts.data?.under_review)} hint="under review" icon={<IconEye size={22} />} color="amber" />
        <StatCard label="Accepted" value={value(counts.data?.accepted)} hint="candidates accepted" icon={<IconCircleCheck size={22} />} color="teal" />
        <StatCard label="Today" value={value(counts.data?.today)} hint="applied today" icon={<IconCalendarEvent size={22} />} color="navy" />
      </SimpleGrid>

      <Group gap="md" align="flex-end" wrap="wrap">
        <DebouncedSearchInput
          label="Search applications"
          placeholder="Search by name, email, or job title..."
          value={search.search}
          onCommit={(text) => change({ search: text }, { replace: true })}
          style={{ flex: '1 1 280px' }}
        />
        <Select
          label="Filter by status"
          data={STATUS_FILTER_OPTIONS}
          value={status}
          onChange={(v) => change({ status: !v || v === 'all' ? undefined : (v as Exclude<StatusFilter, 'all'>) })}
          allowDeselect={false}
          style={{ flex: '1 1 220px' }}
          maw={{ base: '100%', sm: 260 }}
        />
        <Switch
          label="Mine"
          description="Assigned to me"
          checked={search.mine === true}
          onChange={(event) => change({ mine: event.currentTarget.checked ? true : undefined })}
          size="md"
          mb={4}
        />
        {contradiction || (page !== undefined && page.total === 0) ? (
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} disabled>
            Export CSV
          </Button>
        ) : (
          <Button component="a" href={exportHref} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
            Export CSV
          </Button>
        )}
      </Group>

      {list.isError ? (
        <Alert color="red" title="Could not load applications" role="alert">
          {list.error.message}
        </Alert>
      ) : null}

      <Tabs value={tab} onChange={(v) => change({ tab: !v || v === 'all' ? undefined : (v as Exclude<ApplicationTab, 'all'>) })} keepMounted={false}>
        <CountedTabsList tabs={APPLICATION_TABS} active={tab} counts={counts.isSuccess ? tabCounts(counts.data) : undefined} />
        {APPLICATION_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <Box ref={listTop} style={{ scrollMarginTop: 80 }} />
            {page && !contradiction && items.length > 0 ? (
              <Box mb="sm">
                <ListTotal page={page} noun={page.total === 1 ? 'application' : 'applications'} />
              </Box>
            ) : null}
            {listBody}
            {page && !contradiction ? (
              <ListPagination page={{ ...page, page: input.page }} onChange={goToPage} label="Applications pages" disabled={list.isPlaceholderData} />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>

      <ApplicationDetailsDialog application={viewing} onClose={() => setViewingId(null)} />
    </Stack>
  );
}
