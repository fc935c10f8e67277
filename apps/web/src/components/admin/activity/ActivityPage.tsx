import { Alert, Badge, Box, Button, Group, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconFilterOff, IconHistory, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { pageCount } from '@app/shared/page-math';
import type { AuditEntryDto } from '@app/shared/schemas/dtos';
import { ListPagination, ListTotal } from '../../ListPagination/ListPagination';
import { AdminPageHeader, EmptyState, DataTable } from '../common';
import { actionColor, actionLabel, activityFiltersActive, activityListInput, changeLines, formatDateTime, targetRef, type ActivitySearch } from './activity';
import { activityFiltersOptions, activityListOptions } from './queries';

const ACTION_GROUPS: Record<string, string> = {
  job: 'Jobs',
  application: 'Applications',
  blog: 'Blog posts',
  testimonial: 'Testimonials',
  lead: 'Leads',
  settings: 'Settings',
  email: 'Email',
  admin: 'Sign-ins and passwords',
};

/** The action filter's choices: every action found in the log, grouped, each group with an 'all of them' entry. */
function actionOptions(actions: string[]) {
  const groups = new Map<string, string[]>();
  for (const action of actions) {
    const prefix = action.split('.')[0]!;
    groups.set(prefix, [...(groups.get(prefix) ?? []), action]);
  }
  return [
    { value: 'all', label: 'All actions' },
    ...[...groups].map(([prefix, items]) => ({
      group: ACTION_GROUPS[prefix] ?? prefix,
      items: [
        ...(items.length > 1 ? [{ value: prefix, label: `All: ${(ACTION_GROUPS[prefix] ?? prefix).toLowerCase()}` }] : []),
        ...items.map((action) => ({ value: action, label: actionLabel(action) })),
      ],
    })),
  ];
}

function EntryRow({ entry }: { entry: AuditEntryDto }) {
  const changes = changeLines(entry);
  const ref = targetRef(entry);
  return (
    <Table.Tr data-testid="activity-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }} fz="sm">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600}>
          {entry.username}
        </Text>
        {entry.adminId === null ? (
          <Text size="xs" c="dimmed">
            not signed in
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={actionColor(entry.action)} radius="sm" tt="none" title={entry.action}>
          {actionLabel(entry.action)}
        </Badge>
      </Table.Td>
      <Table.Td maw={260}>
        {entry.label ? (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {entry.label}
          </Text>
        ) : null}
        {ref ? (
          <Text size="xs" c="dimmed">
            {ref}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {entry.ip ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td maw={360}>
        {changes.length === 0 ? (
          <Text size="xs" c="dimmed">
            —
          </Text>
        ) : (
          <Stack gap={2}>
            {changes.slice(0, 4).map((line) => (
              <Text key={line} size="xs" style={{ overflowWrap: 'anywhere' }}>
                {line}
              </Text>
            ))}
            {changes.length > 4 ? (
              <Text size="xs" c="dimmed">
                and {changes.length - 4} more
              </Text>
            ) : null}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export interface ActivityPageProps {
  /** The screen's state, kept in the address. */
  search: ActivitySearch;
  /** Writes a new state (a filter or the page). */
  onSearchChange: (next: ActivitySearch, options?: { replace?: boolean }) => void;
}

/**
 * Admin 'Activity': the audit log of admin actions (writes, sign-ins, failed sign-ins, sign-outs),
 * newest first, filtered by admin, action and dates and paged on the server.
 */
export function ActivityPage({ search, onSearchChange }: ActivityPageProps) {
  const input = activityListInput(search);
  const listTop = useRef<HTMLDivElement>(null);
  const filters = useQuery(activityFiltersOptions());
  // While another page or filter loads, the table on screen stays (dimmed).
  const entries = useQuery({ ...activityListOptions(input), placeholderData: (previous) => previous });

  const page = entries.data;
  // A page beyond the end (an old link): go to the last page.
  useEffect(() => {
    if (!page || entries.isPlaceholderData || page.items.length > 0 || page.total === 0 || page.page <= 1) return;
    const last = pageCount(page);
    onSearchChange({ ...search, page: last > 1 ? last : undefined }, { replace: true });
  }, [page, entries.isPlaceholderData, search, onSearchChange]);

  const change = (next: Partial<ActivitySearch>) => onSearchChange({ ...search, ...next, page: 'page' in next ? next.page : undefined });
  const goToPage = (next: number) => {
    change({ page: next > 1 ? next : undefined });
    listTop.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  const adminOptions = useMemo(() => {
    const admins = (filters.data?.admins ?? []).map((a) => ({ value: String(a.id), label: a.username }));
    // A name from the address (the name tried in failed sign-ins) stays choosable.
    if (search.admin && !admins.some((a) => a.value === search.admin)) admins.push({ value: search.admin, label: search.admin });
    return [{ value: 'all', label: 'All admins' }, ...admins];
  }, [filters.data, search.admin]);
  const actions = useMemo(() => {
    const found = filters.data?.actions ?? [];
    const chosen = search.action && !search.action.endsWith('*') && search.action.includes('.') ? [search.action] : [];
    return actionOptions([...new Set([...found, ...chosen])].sort());
  }, [filters.data, search.action]);

  const items = page?.items ?? [];
  const active = activityFiltersActive(search);
  const day = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Activity"
        subtitle="Every admin action: sign-ins, approvals, edits, deletions and settings changes, with who, when and from where."
      />

      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Admin"
          data={adminOptions}
          value={search.admin ?? 'all'}
          onChange={(v) => change({ admin: !v || v === 'all' ? undefined : v })}
          allowDeselect={false}
          searchable
          style={{ flex: '1 1 180px', maxWidth: 240 }}
        />
        <Select
          label="Action"
          data={actions}
          value={search.action ?? 'all'}
          onChange={(v) => change({ action: !v || v === 'all' ? undefined : v })}
          allowDeselect={false}
          maxDropdownHeight={360}
          style={{ flex: '1 1 220px', maxWidth: 280 }}
        />
        <TextInput
          label="From"
          type="date"
          value={search.from ?? ''}
          max={search.to}
          onChange={(e) => change({ from: day(e.currentTarget.value) })}
          style={{ flex: '0 1 170px' }}
        />
        <TextInput
          label="To"
          type="date"
          value={search.to ?? ''}
          min={search.from}
          onChange={(e) => change({ to: day(e.currentTarget.value) })}
          style={{ flex: '0 1 170px' }}
        />
        {active ? (
          <Button variant="default" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={() => onSearchChange({})}>
            Clear filters
          </Button>
        ) : null}
      </Group>

      <Box ref={listTop} style={{ scrollMarginTop: 80 }} />
      {page && items.length > 0 ? <ListTotal page={page} noun="entries" /> : null}

      {entries.isError ? (
        <Alert color="red" title="Could not load the activity" role="alert">
          {entries.error.message}
        </Alert>
      ) : entries.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading activity">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={48} radius="md" />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        active ? (
          <EmptyState icon={<IconSearch size={28} />} title="No activity found" message="Try other filters or dates." />
        ) : (
          <EmptyState icon={<IconHistory size={28} />} title="No activity yet" message="Admin sign-ins and changes will appear here." />
        )
      ) : (
        <DataTable label="Admin activity" minWidth={960} stale={entries.isPlaceholderData} columns={['Time', 'Admin', 'Action', 'Target', 'IP', 'Changes']}>
          {items.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </DataTable>
      )}

      {page ? <ListPagination page={{ ...page, page: input.page }} onChange={goToPage} label="Activity pages" disabled={entries.isPlaceholderData} /> : null}
    </Stack>
  );
}
