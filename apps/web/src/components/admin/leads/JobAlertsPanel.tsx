import { Alert, Anchor, Badge, Box, Button, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconBell, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { pageCount } from '@app/shared/page-math';
import type { JobAlertDto, JobAlertSearchCount } from '@app/shared/schemas/dtos';
import { describeJobAlertSearch, type JobAlertFrequency, type JobAlertStatus } from '@app/shared/schemas/job-alerts';
import { formatCount, formatLocalDate } from '../../../lib/format';
import { notifyAdmin } from '../../../lib/notify';
import { queryClient, trpc } from '../../../lib/trpc';
import { DebouncedSearchInput } from '../../DebouncedSearchInput/DebouncedSearchInput';
import { ListPagination, ListTotal } from '../../ListPagination/ListPagination';
import { ConfirmDialog, EmptyState, DataTable } from '../common';
import { jobAlertListInput, type LeadsSearch } from './leads';
import { jobAlertListOptions } from './queries';

export const JOB_ALERT_FREQUENCY_LABELS: Record<JobAlertFrequency, string> = { instant: 'Instant', daily: 'Daily digest' };

export const JOB_ALERT_STATUS_BADGES: Record<JobAlertStatus, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal' },
  pending: { label: 'Waiting for confirmation', color: 'yellow' },
  unsubscribed: { label: 'Unsubscribed', color: 'gray' },
};

const invalidateJobAlerts = () => queryClient.invalidateQueries({ queryKey: trpc.jobAlert.list.queryKey() });

function SavedSearchesTable({ searches }: { searches: JobAlertSearchCount[] }) {
  return (
    // Three columns fit a phone: the counts stay in view.
    <DataTable
      label="Saved searches"
      minWidth={340}
      columns={['Search', { label: 'Subscribers', align: 'right' }, { label: 'Waiting for confirmation', align: 'right' }]}
    >
      {searches.map((s) => {
        const text = describeJobAlertSearch(s);
        return (
          <Table.Tr key={`${s.query}|${s.location}|${s.type}|${s.category}`} data-testid="job-alert-search-row">
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{text}</Table.Td>
            <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(s.active)}
            </Table.Td>
            <Table.Td ta="right" c={s.pending > 0 ? undefined : 'dimmed'} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCount(s.pending)}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}

function SubscriptionRow({ alert, onRemove, removing }: { alert: JobAlertDto; onRemove: () => void; removing: boolean }) {
  const badge = JOB_ALERT_STATUS_BADGES[alert.status];
  const search = describeJobAlertSearch(alert);
  return (
    <Table.Tr data-testid="job-alert-row">
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <Anchor href={`mailto:${alert.email}`} size="sm">
          {alert.email}
        </Anchor>
      </Table.Td>
      <Table.Td maw={320} style={{ overflowWrap: 'anywhere' }}>
        {search}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{JOB_ALERT_FREQUENCY_LABELS[alert.frequency]}</Table.Td>
      <Table.Td>
        {/* The whole label, never cut short ('Waiting for confirmation'). */}
        <Badge color={badge.color} variant="light" data-testid="job-alert-status" styles={{ label: { overflow: 'visible' } }}>
          {badge.label}
        </Badge>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={alert.createdAt}>{formatLocalDate(alert.createdAt)}</time>
      </Table.Td>
      <Table.Td ta="right">
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={onRemove}
          loading={removing}
          aria-label={`Remove job alert for ${alert.email}: ${search}`}
        >
          Remove
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export interface JobAlertsPanelProps {
  /** The screen's state, kept in the address (this tab reads its search and page). */
  search: LeadsSearch;
  onSearchChange: (next: LeadsSearch, options?: { replace?: boolean }) => void;
}

/**
 * The Leads screen's 'Job alerts' tab: every saved search with how many addresses follow it, and
 * the subscriptions (searched and paged on the server), each removable after a confirmation.
 */
export function JobAlertsPanel({ search, onSearchChange }: JobAlertsPanelProps) {
  const input = jobAlertListInput(search);
  const listTop = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState<JobAlertDto | null>(null);
  // While another page or search loads, the tables on screen stay (dimmed).
  const list = useQuery({ ...jobAlertListOptions(input), placeholderData: (previous) => previous });

  const remove = useMutation(
    trpc.jobAlert.remove.mutationOptions({
      onSuccess: async () => {
        setConfirming(null);
        await invalidateJobAlerts();
      },
      onError: async (error) => {
        notifyAdmin('Could not remove the job alert', error.message || 'Please try again.', 'error');
        // Removed meanwhile (another admin, another tab): the list on screen is out of date.
        if (error.data?.code === 'NOT_FOUND') {
          setConfirming(null);
          await invalidateJobAlerts();
        }
      },
    }),
  );
  const removeAlert = (alert: JobAlertDto) =>
    remove.mutate(
      { id: alert.id },
      { onSuccess: () => notifyAdmin('Job alert removed', `${alert.email} will get no more emails for ${describeJobAlertSearch(alert)}.`) },
    );

  const page = list.data;
  // A page beyond the end (rows went away, or an old link): go to the last page.
  useEffect(() => {
    if (!page || list.isPlaceholderData || page.items.length > 0 || page.total === 0 || page.page <= 1) return;
    const last = pageCount(page);
    onSearchChange({ ...search, page: last > 1 ? last : undefined }, { replace: true });
  }, [page, list.isPlaceholderData, search, onSearchChange]);

  const goToPage = (next: number) => {
    onSearchChange({ ...search, page: next > 1 ? next : undefined });
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const items = page?.items ?? [];
  const searches = page?.searches ?? [];
  const dimmed = list.isPlaceholderData ? { opacity: 0.6 } : undefined;

  if (list.isError) {
    return (
      <Alert color="red" title="Could not load job alerts" role="alert">
        {list.error.message}
      </Alert>
    );
  }

  return (
    <Stack gap="xl">
      <Stack gap="sm" component="section" aria-labelledby="job-alert-searches-title">
        <div>
          <Title order={2} fz="lg" c="navy.9" id="job-alert-searches-title">
            Saved searches
          </Title>
          <Text size="sm" c="dimmed">
            The searches visitors follow from the Jobs page, most followed first.
          </Text>
        </div>
        {list.isPending ? (
          <Skeleton h={120} radius="md" aria-busy="true" aria-label="Loading saved searches" />
        ) : searches.length === 0 ? (
          <EmptyState
            icon={<IconBell size={28} />}
            title="No saved searches yet"
            message="When visitors create a job alert on the Jobs page, their search appears here with its subscriber count."
          />
        ) : (
          <Box aria-busy={list.isPlaceholderData} style={dimmed}>
            <SavedSearchesTable searches={searches} />
          </Box>
        )}
      </Stack>

      <Stack gap="md" component="section" aria-labelledby="job-alert-subscriptions-title">
        <Title order={2} fz="lg" c="navy.9" id="job-alert-subscriptions-title">
          Subscriptions
        </Title>
        <DebouncedSearchInput
          label="Search job alerts"
          placeholder="Search by email or search words..."
          value={search.search}
          onCommit={(text) => onSearchChange({ ...search, search: text, page: undefined }, { replace: true })}
          maw={480}
        />

        <Box ref={listTop} style={{ scrollMarginTop: 80 }} />
        {page && items.length > 0 ? <ListTotal page={page} noun="job alerts" /> : null}

        {list.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading job alerts">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h={48} radius="md" />
            ))}
          </Stack>
        ) : items.length === 0 ? (
          search.search ? (
            <EmptyState icon={<IconSearch size={28} />} title="No job alerts found" message="Try another email address or search words." />
          ) : (
            <EmptyState icon={<IconBell size={28} />} title="No job alerts yet" message="Visitors who subscribe to job alerts will appear here." />
          )
        ) : (
          <DataTable
            label="Job alert subscriptions"
            minWidth={960}
            stale={list.isPlaceholderData}
            columns={['Email', 'Search', 'Frequency', 'Status', 'Created', { label: 'Actions', hidden: true }]}
          >
            {items.map((alert) => (
              <SubscriptionRow
                key={alert.id}
                alert={alert}
                onRemove={() => setConfirming(alert)}
                removing={remove.isPending && remove.variables?.id === alert.id}
              />
            ))}
          </DataTable>
        )}

        {page ? <ListPagination page={{ ...page, page: input.page }} onChange={goToPage} label="Job alert pages" disabled={list.isPlaceholderData} /> : null}
      </Stack>

      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        onConfirm={() => confirming && removeAlert(confirming)}
        title="Remove this job alert?"
        message={confirming ? `${confirming.email} will get no more job alerts for ${describeJobAlertSearch(confirming)}. This cannot be undone.` : ''}
        confirmLabel="Remove"
        loading={remove.isPending}
      />
    </Stack>
  );
}
