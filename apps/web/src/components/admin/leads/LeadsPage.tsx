import { Alert, Badge, Button, Group, Select, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { IconDownload, IconInbox, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { LeadDto, LeadKind } from '@app/validators';
import { notifyAdmin } from '../../../lib/notify';
import { queryClient, trpc } from '../../../lib/trpc';
import { AdminPageHeader, EmptyState } from '../common';
import { LeadCard } from './LeadCard';
import { LeadDetailsDialog } from './LeadDetailsDialog';
import {
  LEAD_KIND_INFO,
  csvFileName,
  downloadCsv,
  filterLeads,
  kindInfo,
  leadFiltersActive,
  leadsToCsv,
  statusFilterOptions,
  statusUpdatedMessage,
} from './leads';
import { leadCountsOptions, leadListOptions } from '../queries';


/** Admin 'Leads': contact messages, quote requests, carrier requests and newsletter subscribers. */
export function LeadsPage({ kind, onKindChange }: { kind: LeadKind; onKindChange: (kind: LeadKind) => void }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('all');
  const [viewing, setViewing] = useState<LeadDto | null>(null);

  const counts = useQuery(leadCountsOptions());
  const leads = useQuery(leadListOptions(kind));

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

  const all = useMemo(() => leads.data ?? [], [leads.data]);
  const filter = { search, status };
  const visible = useMemo(() => filterLeads(all, { search, status }), [all, search, status]);
  const active = leadFiltersActive(filter);
  const info = kindInfo(kind);

  const exportCsv = () => {
    downloadCsv(csvFileName(kind), leadsToCsv(all));
    notifyAdmin('Export ready', `${all.length} ${all.length === 1 ? 'row' : 'rows'} exported to ${csvFileName(kind)}.`);
  };

  const changeKind = (next: string | null) => {
    if (!next || next === kind) return;
    onKindChange(next as LeadKind);
    setStatus('all');
  };

  return (
    <Stack gap="lg">
      <AdminPageHeader title="Leads" subtitle="Messages, quote requests, carrier requests and newsletter sign-ups from the website." />

      <Tabs value={kind} onChange={changeKind} keepMounted={false}>
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
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
        </Tabs.List>

        {LEAD_KIND_INFO.map((k) => (
          <Tabs.Panel key={k.kind} value={k.kind}>
            <Stack gap="md">
              <Group gap="md" align="flex-end" wrap="wrap">
                <TextInput
                  label="Search leads"
                  placeholder="Search by name, email, company or summary..."
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={search}
                  onChange={(event) => setSearch(event.currentTarget.value)}
                  type="search"
                  style={{ flex: '1 1 260px' }}
                />
                <Select
                  label="Filter by status"
                  data={statusFilterOptions(k.kind)}
                  value={status}
                  onChange={(v) => setStatus(v ?? 'all')}
                  allowDeselect={false}
                  style={{ flex: '0 1 220px' }}
                />
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={exportCsv}
                  disabled={!leads.isSuccess || all.length === 0}
                >
                  Export CSV
                </Button>
              </Group>

              {leads.isSuccess && all.length > 0 ? (
                <Text size="sm" c="dimmed" aria-live="polite">
                  Showing {visible.length} of {all.length} {info.label.toLowerCase()}
                </Text>
              ) : null}

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
              ) : visible.length === 0 ? (
                active && all.length > 0 ? (
                  <EmptyState icon={<IconSearch size={28} />} title="No leads found" message="Try adjusting your search or filter criteria." />
                ) : (
                  <EmptyState icon={<IconInbox size={28} />} title={k.emptyTitle} message={k.emptyMessage} />
                )
              ) : (
                <Stack gap="md">
                  {visible.map((lead) => (
                    <LeadCard
                      key={lead.id}
                      lead={lead}
                      statusPending={setStatusMutation.isPending && setStatusMutation.variables?.id === lead.id}
                      onStatusChange={(next) => setStatusMutation.mutate({ kind: lead.kind, id: lead.id, status: next })}
                      onView={() => setViewing(lead)}
                    />
                  ))}
                </Stack>
              )}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>

      <LeadDetailsDialog lead={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
