import { Alert, Badge, Button, Group, Modal, ScrollArea, Skeleton, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconInfoCircle, IconMail, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { EmailStatus } from '@app/shared/constants';
import type { EmailDto } from '@app/shared/schemas/dtos';
import { EMAIL_STATUS_BADGE, emailListInput, type EmailSearch } from './email-search';
import { DebouncedSearchInput } from '../../DebouncedSearchInput/DebouncedSearchInput';
import { ListPagination, ListTotal } from '../../ListPagination/ListPagination';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { AdminPageHeader, CountedTabsList, EmptyState, DataTable } from '../common';
import { formatDateTime } from '../activity/activity';

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Waiting' },
  { value: 'sent', label: 'Sent' },
  { value: 'failed', label: 'Failed' },
  { value: 'suppressed', label: 'Suppressed' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/** Why a suppressed mail was kept back (the per-recipient cap of the outbox). */
export const SUPPRESSED_NOTE =
  'Not sent: this address had already been sent 3 automatic replies (acknowledgements and confirmation links) in the last 24 hours. The form was accepted; only this email was held back, so nobody can use the website to flood a mailbox.';

/** What each kind of mail is, in words. */
export const EMAIL_KIND_LABELS: Record<string, string> = {
  'lead.new': 'New lead (to admins)',
  'lead.ack': 'Acknowledgement',
  'job.submitted': 'New job post (to admins)',
  'job.received': 'Job received',
  'job.approved': 'Job approved',
  'job.denied': 'Job denied',
  'application.new': 'New application (to admins)',
  'application.received': 'Application received',
  'application.decision': 'Application decision',
  'application.message': 'Message to an applicant',
  'summary.weekly': 'Weekly summary',
  'uploads.full': 'Uploads full (to admins)',
  'newsletter.confirm': 'Newsletter confirmation',
  'job-alert.confirm': 'Job alert confirmation',
  'job-alert.instant': 'Job alert',
  'job-alert.daily': 'Job alert digest',
  'team.invitation': 'Team invitation',
  'admin.password_reset': 'Password reset link',
  'privacy.confirm-access': 'Privacy request confirmation',
  'privacy.confirm-delete': 'Privacy request confirmation',
  'privacy.export': 'Copy of personal data',
  'privacy.request': 'Privacy request (to owners)',
  'privacy.reminder': 'Privacy request reminder (to owners)',
};

function EmailRow({ mail, onOpen }: { mail: EmailDto; onOpen: () => void }) {
  const badge = EMAIL_STATUS_BADGE[mail.status];
  return (
    <Table.Tr data-testid="email-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{mail.to}</Table.Td>
      <Table.Td maw={380}>
        <Text size="sm" fw={600} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {mail.subject}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {EMAIL_KIND_LABELS[mail.kind] ?? mail.kind} · {mail.text.replace(/\s+/g, ' ').slice(0, 140)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Badge
          color={badge.color}
          variant="light"
          data-testid="email-status"
          title={mail.status === 'suppressed' ? 'Not sent: over the limit of automatic replies to this address' : undefined}
        >
          {badge.label}
        </Badge>
        {mail.attempts > 0 && mail.status !== 'sent' ? (
          <Text size="xs" c="dimmed">
            {mail.attempts} {mail.attempts === 1 ? 'try' : 'tries'}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" onClick={onOpen} aria-label={`Read: ${mail.subject}`}>
          Read
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Admin 'Email': every mail the site writes (to admins, applicants, job posters, people who wrote
 * in), whether it went out, and why not. Without SMTP the mail stays here to be read.
 */
export function EmailPage({ search, onSearchChange }: { search: EmailSearch; onSearchChange: (next: EmailSearch, options?: { replace?: boolean }) => void }) {
  const input = emailListInput(search);
  const queryClient = useQueryClient();
  const list = useQuery({ ...trpc.email.list.queryOptions(input), staleTime: 0, placeholderData: (previous) => previous });
  const [reading, setReading] = useState<EmailDto | null>(null);
  const retry = useMutation(
    trpc.email.retry.mutationOptions({
      onSuccess: async (mail) => {
        notifyAdmin('Email queued', 'The email will be sent again shortly.');
        setReading(mail);
        await queryClient.invalidateQueries({ queryKey: trpc.email.list.queryKey() });
      },
      onError: () => notifyAdmin('Error', 'Failed to queue the email. Please try again.', 'error'),
    }),
  );
  const page = list.data;
  const tab: Tab = search.status ?? 'all';
  const counts = page ? { all: page.counts.pending + page.counts.sent + page.counts.failed + page.counts.suppressed, ...page.counts } : undefined;

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Email"
        subtitle="Every email the website sends: notifications to your team, confirmations to applicants, job posters and people who wrote in."
      />
      {page && !page.delivering ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden />} title="Email is not being sent">
          This server has no mail server configured (SMTP_URL), so emails are kept here and nothing goes out. Read them below.
        </Alert>
      ) : null}

      <DebouncedSearchInput
        label="Search emails"
        placeholder="Recipient or subject"
        value={search.search}
        onCommit={(text) => onSearchChange({ ...search, search: text || undefined, page: undefined }, { replace: true })}
        maw={480}
      />

      <Tabs
        value={tab}
        onChange={(v) => onSearchChange({ ...search, status: v && v !== 'all' ? (v as EmailStatus) : undefined, page: undefined })}
        variant="pills"
        radius="md"
        keepMounted={false}
      >
        <CountedTabsList tabs={TABS} active={tab} counts={counts} />
      </Tabs>

      {page && page.items.length > 0 ? <ListTotal page={page} noun="emails" /> : null}
      {list.isError ? (
        <Alert color="red" title="Could not load the emails" role="alert">
          {list.error.message}
        </Alert>
      ) : list.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading emails">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={48} radius="md" />
          ))}
        </Stack>
      ) : page && page.items.length === 0 ? (
        search.search || search.status ? (
          <EmptyState icon={<IconSearch size={28} />} title="No emails found" message="Try another search or tab." />
        ) : (
          <EmptyState icon={<IconMail size={28} />} title="No emails yet" message="Emails the website sends will appear here." />
        )
      ) : page ? (
        <DataTable
          label="Emails"
          minWidth={820}
          stale={list.isPlaceholderData}
          columns={['Written', 'To', 'Subject', 'Status', { label: 'Actions', hidden: true }]}
        >
          {page.items.map((mail) => (
            <EmailRow key={mail.id} mail={mail} onOpen={() => setReading(mail)} />
          ))}
        </DataTable>
      ) : null}
      {page ? (
        <ListPagination
          page={{ ...page, page: input.page }}
          onChange={(p) => onSearchChange({ ...search, page: p > 1 ? p : undefined })}
          label="Email pages"
          disabled={list.isPlaceholderData}
        />
      ) : null}

      <Modal opened={reading !== null} onClose={() => setReading(null)} title={reading?.subject} size="lg" radius="lg" centered>
        {reading ? (
          <Stack gap="sm">
            <Text size="sm">
              <b>To:</b> {reading.to}
            </Text>
            <Text size="sm">
              <b>Written:</b> {formatDateTime(reading.createdAt)}
              {reading.sentAt ? ` · sent ${formatDateTime(reading.sentAt)}` : ''}
            </Text>
            <Group gap="xs">
              <Badge color={EMAIL_STATUS_BADGE[reading.status].color} variant="light">
                {EMAIL_STATUS_BADGE[reading.status].label}
              </Badge>
              <Text size="xs" c="dimmed">
                {EMAIL_KIND_LABELS[reading.kind] ?? reading.kind}
              </Text>
            </Group>
            {reading.status === 'suppressed' ? (
              <Alert color="gray" variant="light" title="Not sent" data-testid="email-suppressed">
                <Text size="sm">{SUPPRESSED_NOTE}</Text>
              </Alert>
            ) : null}
            {reading.lastError ? (
              <Alert color="red" variant="light" title="Last error">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {reading.lastError}
                </Text>
              </Alert>
            ) : null}
            <ScrollArea.Autosize mah={360}>
              <Text
                component="pre"
                size="sm"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}
                data-testid="email-body"
              >
                {reading.text}
              </Text>
            </ScrollArea.Autosize>
            {reading.status === 'failed' ? (
              <Group justify="flex-end">
                <Button leftSection={<IconRefresh size={16} aria-hidden />} loading={retry.isPending} onClick={() => retry.mutate({ id: reading.id })}>
                  Send Again
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
