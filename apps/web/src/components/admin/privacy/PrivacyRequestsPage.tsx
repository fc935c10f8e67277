import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconDownload, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { PrivacyHoldingsDto, PrivacyRequestDto } from '@app/shared/schemas/dtos';
import { formatLocalDate } from '../../../lib/format';
import { notifyAdmin } from '../../../lib/notify';
import { queryClient, trpc } from '../../../lib/trpc';
import { AdminPageHeader, ConfirmDialog, DataTable, EmptyState } from '../common';
import { PRIVACY_TABS, type PrivacySearch } from './privacy-search';
import { DueBadge, PRIVACY_KIND_LABELS as KIND_LABELS } from './DueBadge';

/** Everything held for one address, by kind: what an access request exports and a deletion erases. */
function Holdings({ email }: { email: string }) {
  const holdings = useQuery({ ...trpc.privacy.holdings.queryOptions({ email }), staleTime: 0 });
  if (holdings.isError) {
    return (
      <Alert color="red" role="alert" title="Could not look this address up">
        {holdings.error.message}
      </Alert>
    );
  }
  if (!holdings.data) return <Skeleton h={180} radius="md" aria-label="Loading what is held" />;
  const h: PrivacyHoldingsDto = holdings.data;
  const newsletter = h.leads.filter((l) => l.kind === 'newsletter');
  const leads = h.leads.filter((l) => l.kind !== 'newsletter');
  const groups: { title: string; rows: string[] }[] = [
    {
      title: 'Applications',
      rows: h.applications.map(
        (a) => `#${a.id} ${a.jobTitle ?? 'a job'}: ${a.status}, ${formatLocalDate(a.appliedAt)}${a.applicantName ? ` (${a.applicantName})` : ''}`,
      ),
    },
    { title: 'Résumé files', rows: h.resumes.map((r) => `${r.name} (application #${r.applicationId}), ${formatLocalDate(r.uploadedAt)}`) },
    { title: 'Leads', rows: leads.map((l) => `${l.kind} #${l.id}: ${l.status}, ${formatLocalDate(l.createdAt)}`) },
    { title: 'Newsletter subscription', rows: newsletter.map((l) => `${l.status} since ${formatLocalDate(l.createdAt)}`) },
    { title: 'Job alerts', rows: h.jobAlerts.map((a) => `${a.search} (${a.frequency}, ${a.status})`) },
    { title: 'Job posts (as their contact)', rows: h.jobPosts.map((j) => `#${j.id} ${j.title}, ${j.company}: ${j.status}`) },
    { title: 'Mails sent', rows: h.mails.map((m) => `${m.subject} (${m.status}, ${formatLocalDate(m.createdAt)})`) },
    { title: 'Privacy requests', rows: h.requests.map((r) => `#${r.id} ${KIND_LABELS[r.kind]}: ${r.status}`) },
  ];
  const total = groups.reduce((n, g) => n + g.rows.length, 0);
  return (
    <Stack gap="sm" data-testid="privacy-holdings">
      <Text fw={600}>{total === 0 ? `Nothing is held for ${h.email}.` : `Held for ${h.email}: ${total} record${total === 1 ? '' : 's'}.`}</Text>
      {groups
        .filter((g) => g.rows.length > 0)
        .map((g) => (
          <div key={g.title}>
            <Title order={3} fz="sm" c="navy.9">
              {g.title} ({g.rows.length})
            </Title>
            <Stack gap={2} mt={4}>
              {g.rows.map((row, i) => (
                <Text key={i} fz="sm" c="gray.8">
                  {row}
                </Text>
              ))}
            </Stack>
          </div>
        ))}
    </Stack>
  );
}

/**
 * Admin 'Privacy requests' (owners): access and deletion requests their people confirmed by the
 * mailed link, with their 30-day due dates; for an address, everything held; completing a request
 * mails the export (access) or erases it all (deletion), after a confirmation.
 */
export function PrivacyRequestsPage({ search, onSearchChange }: { search: PrivacySearch; onSearchChange: (next: PrivacySearch) => void }) {
  const status = search.status ?? 'verified';
  const list = useQuery({ ...trpc.privacy.list.queryOptions({ status, limit: 100 }), staleTime: 0 });
  const [lookup, setLookup] = useState(search.email ?? '');
  const [completing, setCompleting] = useState<PrivacyRequestDto | null>(null);
  const now = Date.now();

  const complete = useMutation(
    trpc.privacy.complete.mutationOptions({
      onSuccess: async (done) => {
        notifyAdmin(
          'Request completed',
          done.request.kind === 'access' ? 'The download link was emailed to the person (valid 7 days).' : 'Everything held for that address was erased.',
        );
        setCompleting(null);
        await queryClient.invalidateQueries({ queryKey: trpc.privacy.pathKey() });
        if (done.request.kind === 'delete') onSearchChange({ ...search, email: undefined });
      },
      onError: (error) => notifyAdmin('Error', error.message, 'error'),
    }),
  );

  const show = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearchChange({ ...search, email: lookup.trim() || undefined });
  };

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Privacy Requests"
        subtitle="Access and deletion requests confirmed by their email link. Each is due 30 days after it was confirmed."
      />
      <Tabs value={status} onChange={(v) => v && onSearchChange({ ...search, status: v as PrivacySearch['status'] })}>
        <Tabs.List>
          {PRIVACY_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
              {t.value === 'verified' && list.data ? ` (${list.data.open})` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.isError ? (
        <Alert color="red" role="alert" title="Could not load the requests">
          {list.error.message}
        </Alert>
      ) : !list.data ? (
        <Skeleton h={200} radius="md" aria-label="Loading requests" />
      ) : list.data.items.length === 0 ? (
        <EmptyState
          title={status === 'verified' ? 'No open requests' : 'No requests'}
          message="Requests appear here once their person follows the emailed link."
        />
      ) : (
        <DataTable label="Privacy requests" columns={['Request', 'Email', 'Confirmed', 'Due', { label: 'Actions', hidden: true }]} minWidth={760}>
          {list.data.items.map((r) => (
            <Table.Tr key={r.id} data-testid="privacy-request-row">
              <Table.Td>
                #{r.id} {KIND_LABELS[r.kind]}
              </Table.Td>
              <Table.Td>
                {r.email ?? (
                  <Text c="dimmed" fz="sm">
                    Erased
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatLocalDate(r.verifiedAt)}</Table.Td>
              <Table.Td>
                <Group gap="xs">
                  <span>{formatLocalDate(r.dueAt)}</span>
                  <DueBadge request={r} now={now} />
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  {r.email ? (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => {
                        setLookup(r.email!);
                        onSearchChange({ ...search, email: r.email! });
                      }}
                    >
                      Show data
                    </Button>
                  ) : null}
                  {r.status === 'verified' ? (
                    <Button
                      size="xs"
                      color={r.kind === 'delete' ? 'red' : undefined}
                      leftSection={r.kind === 'delete' ? <IconTrash size={14} aria-hidden /> : <IconDownload size={14} aria-hidden />}
                      onClick={() => setCompleting(r)}
                      aria-label={`Complete request #${r.id}`}
                    >
                      {r.kind === 'delete' ? 'Erase data' : 'Send export'}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="privacy-holdings-heading">
        <Title order={2} fz="lg" c="navy.9" id="privacy-holdings-heading">
          What we hold for an address
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Applications, résumés, leads, newsletter and job alert subscriptions, job posts and the mails sent to it.
        </Text>
        <form onSubmit={show} aria-label="Look up an address">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Email address"
              type="email"
              value={lookup}
              onChange={(e) => setLookup(e.currentTarget.value)}
              style={{ flex: 1, maxWidth: 420 }}
            />
            <Button type="submit" variant="default" leftSection={<IconSearch size={16} aria-hidden />}>
              Show
            </Button>
          </Group>
        </form>
        {search.email ? (
          <Stack mt="lg">
            <Holdings email={search.email} />
          </Stack>
        ) : null}
      </Paper>

      <ConfirmDialog
        opened={completing !== null}
        onClose={() => setCompleting(null)}
        onConfirm={() => completing && complete.mutate({ id: completing.id })}
        loading={complete.isPending}
        title={completing?.kind === 'delete' ? 'Erase everything held for this address?' : 'Send this person a copy of their data?'}
        message={
          completing?.kind === 'delete'
            ? `Every application (kept only as an anonymous record), résumé, lead, subscription, job alert and mail of ${completing.email} is erased, with the address itself. This cannot be undone.`
            : `A ZIP of everything held for ${completing?.email ?? ''} is made and a download link, valid 7 days, is emailed to that address.`
        }
        confirmLabel={completing?.kind === 'delete' ? 'Erase' : 'Send Export'}
        color={completing?.kind === 'delete' ? 'red' : 'blue'}
      />
    </Stack>
  );
}
