import { Alert, Badge, Box, Button, Group, Select, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconDownload, IconInbox, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { pageCount } from '@app/shared/page-math';
import type { LeadDto } from '@app/shared/schemas/dtos';
import { notifyAdmin } from '../../../lib/notify';
import { queryClient, trpc } from '../../../lib/trpc';
import { DebouncedSearchInput } from '../../DebouncedSearchInput/DebouncedSearchInput';
import { ListPagination, ListTotal } from '../../ListPagination/ListPagination';
import { AdminPageHeader, EmptyState } from '../common';
import { leadCountsOptions, leadListOptions } from '../queries';
import { LeadCard } from './LeadCard';
import { LeadDetailsDialog } from './LeadDetailsDialog';
import { JobAlertsPanel } from './JobAlertsPanel';
import {
  JOB_ALERTS_TAB,
  LEAD_KIND_INFO,
  kindInfo,
  kindOf,
  leadFiltersActive,
  leadListInput,
  leadsExportUrl,
  statusFilterOptions,
  statusUpdatedMessage,
  tabOf,
  type LeadListRequest,
  type LeadsSearch,
  type LeadsTab,
} from './leads';

/** The kind of lead a lead.list query asked for. */
const kindOfQuery = (queryKey: readonly unknown[] | undefined) => (queryKey?.[1] as { input?: LeadListRequest } | undefined)?.input?.kind;

export interface LeadsPageProps {
  /** The screen's state, kept in the address. */
  search: LeadsSearch;
  /** Writes a new state; `replace` for typing, so Back skips each keystroke. */
  onSearchChange: (next: LeadsSearch, options?: { replace?: boolean }) => void;
}

/**
 * Admin 'Leads': contact messages, quote requests, carrier requests and newsletter subscribers,
 * one kind per tab, searched, filtered and paged on the server; CSV exports stream from the server.
 * The last tab lists the job alert subscriptions (JobAlertsPanel).
 */
export function LeadsPage({ search, onSearchChange }: LeadsPageProps) {
  const tab = tabOf(search);
  const showingLeads = tab !== JOB_ALERTS_TAB;
  const kind = kindOf(search);
  const input = leadListInput(search);
  const status = input.status;
  const [viewing, setViewing] = useState<LeadDto | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const tabsList = useRef<HTMLDivElement>(null);

  const counts = useQuery(leadCountsOptions());
  const leads = useQuery({
    ...leadListOptions(input),
    // While another page, search or filter of the same kind loads, the list on screen stays
    // (dimmed), so nothing jumps under the pointer; another kind starts with skeletons.
    placeholderData: (previous, previousQuery) => (kindOfQuery(previousQuery?.queryKey) === kind ? previous : undefined),
    enabled: showingLeads,
  });

  const setStatusMutation = useMutation(
    trpc.lead.setStatus.mutationOptions({
      onSuccess: async (updated, variables) => {
        notifyAdmin('Status Updated', statusUpdatedMessage(variables.status));
        setViewing((v) => (v && v.id === updated.id && v.kind === updated.kind ? updated : v));
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.lead.list.queryKey({ kind: variables.kind }) }),
          queryClient.invalidateQueries({ queryKey: trpc.lead.counts.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
        ]);
      },
      onError: (error) => notifyAdmin('Error', error.message || 'Failed to update lead status. Please try again.', 'error'),
    }),
  );

  const restoreMutation = useMutation(
    trpc.lead.restore.mutationOptions({
      onSuccess: async (_restored, variables) => {
        notifyAdmin('Lead restored', 'The lead is no longer marked as spam.');
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.lead.list.queryKey({ kind: variables.kind }) }),
          queryClient.invalidateQueries({ queryKey: trpc.lead.counts.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.dashboard.stats.queryKey() }),
        ]);
      },
      onError: (error) => notifyAdmin('Error', error.message || 'Failed to restore the lead. Please try again.', 'error'),
    }),
  );

  const page = leads.data;
  // A page beyond the end (rows went away, or an old link): go to the last page.
  useEffect(() => {
    if (!showingLeads || !page || leads.isPlaceholderData || page.items.length > 0 || page.total === 0 || page.page <= 1) return;
    const last = pageCount(page);
    onSearchChange({ ...search, page: last > 1 ? last : undefined }, { replace: true });
  }, [showingLeads, page, leads.isPlaceholderData, search, onSearchChange]);

  // On a phone the tab row scrolls sideways: keep the open tab (the last ones too) in view, also
  // once the count badges have made the tabs wider.
  useEffect(() => {
    const list = tabsList.current;
    const active = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft += active.getBoundingClientRect().left - list.getBoundingClientRect().left - (list.clientWidth - active.offsetWidth) / 2;
  }, [tab, counts.data]);

  const change = (next: Partial<LeadsSearch>, options?: { replace?: boolean }) =>
    onSearchChange({ ...search, ...next, page: 'page' in next ? next.page : undefined }, options);
  const goToPage = (next: number) => {
    change({ page: next > 1 ? next : undefined });
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };
  const changeKind = (next: string | null) => {
    if (!next || next === tab) return;
    // Another tab starts afresh: its statuses differ, and a search rarely carries over.
    onSearchChange(next === 'contact' ? {} : { kind: next as LeadsTab });
  };

  const items = page?.items ?? [];
  const active = leadFiltersActive({ search: search.search ?? '', status });
  const info = kindInfo(kind);

  return (
    <Stack gap="lg">
      <AdminPageHeader title="Leads" subtitle="Messages, quote requests, carrier requests, newsletter sign-ups and job alerts from the website." />

      <Tabs value={tab} onChange={changeKind} keepMounted={false}>
        <Tabs.List ref={tabsList} mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {LEAD_KIND_INFO.map((k) => {
            const n = counts.data?.[k.kind];
            return (
              <Tabs.Tab
                key={k.kind}
                value={k.kind}
                px={{ base: 8, sm: 'md' }}
                style={{ flexShrink: 0 }}
                rightSection={
                  n !== undefined ? (
                    <Badge
                      size="sm"
                      variant={n > 0 ? 'filled' : 'light'}
                      color={n > 0 ? 'brand' : 'gray'}
                      data-testid={`lead-count-${k.kind}`}
                      aria-label={k.kind === 'newsletter' ? `${n} active` : `${n} new`}
                    >
                      {n}
                    </Badge>
                  ) : null
                }
              >
                {k.label}
              </Tabs.Tab>
            );
          })}
          {/* Job alerts have no count badge: lead.counts counts leads only. */}
          <Tabs.Tab value={JOB_ALERTS_TAB} px={{ base: 8, sm: 'md' }} style={{ flexShrink: 0 }}>
            Job alerts
          </Tabs.Tab>
        </Tabs.List>

        {LEAD_KIND_INFO.map((k) => (
          <Tabs.Panel key={k.kind} value={k.kind}>
            <Stack gap="md">
              <Group gap="md" align="flex-end" wrap="wrap">
                <DebouncedSearchInput
                  label="Search leads"
                  placeholder="Search by name, email, company or details..."
                  value={search.search}
                  onCommit={(text) => change({ search: text }, { replace: true })}
                  style={{ flex: '1 1 260px' }}
                />
                <Select
                  label="Filter by status"
                  data={statusFilterOptions(k.kind)}
                  value={status}
                  onChange={(v) => change({ status: !v || v === 'all' ? undefined : v })}
                  allowDeselect={false}
                  style={{ flex: '0 1 220px' }}
                />
                {page && page.total > 0 ? (
                  <Button component="a" href={leadsExportUrl(input)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
                    Export CSV
                  </Button>
                ) : (
                  <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} disabled>
                    Export CSV
                  </Button>
                )}
              </Group>

              <Box ref={listTop} style={{ scrollMarginTop: 80 }} />
              {page && items.length > 0 ? <ListTotal page={page} noun={info.label.toLowerCase()} /> : null}

              {leads.isError ? (
                <Alert color="red" title="Could not load leads" role="alert">
                  {leads.error.message}
                </Alert>
              ) : leads.isPending ? (
                <Stack gap="md" aria-busy="true" aria-label="Loading leads">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} h={150} radius="md" />
                  ))}
                </Stack>
              ) : items.length === 0 ? (
                active ? (
                  <EmptyState icon={<IconSearch size={28} />} title="No leads found" message="Try adjusting your search or filter criteria." />
                ) : (
                  <EmptyState icon={<IconInbox size={28} />} title={k.emptyTitle} message={k.emptyMessage} />
                )
              ) : (
                <Stack gap="md" aria-busy={leads.isPlaceholderData} style={leads.isPlaceholderData ? { opacity: 0.6 } : undefined}>
                  {items.map((lead) => (
                    <LeadCard
                      key={lead.id}
                      lead={lead}
                      statusPending={
                        (setStatusMutation.isPending && setStatusMutation.variables?.id === lead.id) ||
                        (restoreMutation.isPending && restoreMutation.variables?.id === lead.id)
                      }
                      onRestore={() => restoreMutation.mutate({ kind: lead.kind, id: lead.id })}
                      onStatusChange={(next) => setStatusMutation.mutate({ kind: lead.kind, id: lead.id, status: next })}
                      onView={() => setViewing(lead)}
                    />
                  ))}
                </Stack>
              )}

              {page ? (
                <ListPagination page={{ ...page, page: input.page }} onChange={goToPage} label={`${info.label} pages`} disabled={leads.isPlaceholderData} />
              ) : null}
            </Stack>
          </Tabs.Panel>
        ))}

        <Tabs.Panel value={JOB_ALERTS_TAB}>
          <JobAlertsPanel search={search} onSearchChange={onSearchChange} />
        </Tabs.Panel>
      </Tabs>

      <LeadDetailsDialog lead={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
