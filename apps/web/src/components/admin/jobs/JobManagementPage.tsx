import { Alert, Button, Checkbox, Group, Paper, Select, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import {
  IconBan,
  IconCalendarOff,
  IconCircleCheck,
  IconClockHour4,
  IconDownload,
  IconPlus,
  IconSearchOff,
  IconShieldX,
  IconUpload,
  IconX,
} from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { JobStatus } from '@app/shared/constants';
import type { JobAdminSort } from '@app/shared/job-stats';
import type { JobDto, JobStatusManyResult } from '@app/shared/schemas/dtos';
import { DebouncedSearchInput } from '../../DebouncedSearchInput/DebouncedSearchInput';
import { ListPagination } from '../../ListPagination/ListPagination';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { AdminDialog, AdminPageHeader, ConfirmDialog, EmptyState } from '../common';
import { JobStatsPanel } from '../stats/JobStatsPanel';
import { AdminJobCard } from './AdminJobCard';
import { DenyJobDialog } from './DenyJobDialog';
import { JobFormDialog } from './JobFormDialog';
import { JobImportDialog } from './JobImportDialog';
import { jobToFormValues } from './job-form';
import { invalidateJobQueries } from './invalidate';
import { adminJobsQuery, jobsExportUrl, type AdminJobsSearch } from '../queries';
import { ApproveSelectedButton, JobAttentionFilterControl } from './JobComplianceNotice';
import { JOB_IMPORT_MESSAGES } from '@app/shared/job-csv';

type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;
/** The jobs the Deny dialog is open for (one card's, or the selection); `key` gives each opening a fresh form. */
type Denying = { jobs: JobDto[]; bulk: boolean; key: number } | null;

/** The list's orders (issue 38, item 4): by what each job draws, answered by the server. */
const SORT_OPTIONS: { value: JobAdminSort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'views', label: 'Most views' },
  { value: 'applications', label: 'Most applications' },
  { value: 'conversion', label: 'Best conversion' },
];

const jobsCount = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'job' : 'jobs'}`;

/** The toast after a bulk decision: how many changed, and how many were skipped (no longer pending). */
function bulkMessage(result: JobStatusManyResult, verb: 'approved' | 'denied') {
  const done = result.updated === 1 ? `1 job has been ${verb} successfully.` : `${jobsCount(result.updated)} have been ${verb} successfully.`;
  const skipped = result.skipped.length;
  return skipped
    ? `${done} ${jobsCount(skipped)} ${skipped === 1 ? 'was' : 'were'} no longer pending and left as ${skipped === 1 ? 'it was' : 'they were'}.`
    : done;
}

/** The status tabs: the spec's two, then denied and expired jobs, and submissions the spam trap caught. */
const JOB_TABS: { value: JobStatus; label: string; icon: ReactNode }[] = [
  { value: 'pending', label: 'Pending Approval', icon: <IconClockHour4 size={16} aria-hidden /> },
  { value: 'approved', label: 'Approved Jobs', icon: <IconCircleCheck size={16} aria-hidden /> },
  { value: 'denied', label: 'Denied', icon: <IconBan size={16} aria-hidden /> },
  { value: 'expired', label: 'Expired', icon: <IconCalendarOff size={16} aria-hidden /> },
  { value: 'spam', label: 'Spam', icon: <IconShieldX size={16} aria-hidden /> },
];

const EMPTY: Record<JobStatus, { title: string; message: string; icon: ReactNode }> = {
  pending: { title: 'No pending jobs', message: 'All job submissions have been reviewed.', icon: <IconCircleCheck size={28} /> },
  approved: { title: 'No approved jobs', message: 'Approved jobs will appear here and be visible on the website.', icon: <IconClockHour4 size={28} /> },
  denied: { title: 'No denied jobs', message: 'Jobs you deny will appear here.', icon: <IconBan size={28} /> },
  expired: { title: 'No expired jobs', message: 'Approved jobs whose end date has passed will appear here.', icon: <IconCalendarOff size={28} /> },
  spam: { title: 'No spam', message: 'Job submissions caught by the spam filter appear here; they are never published.', icon: <IconShieldX size={28} /> },
};

function ListSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading jobs">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={150} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The toast of a failed change: the server's message when it refused the input (400: for example
 * approving a job in Québec without its French), the fallback for anything else (no answer, a fault).
 */
const failure = (fallback: string) => (error: { data?: { code?: string } | null; message: string }) =>
  notifyAdmin('Error', error.data?.code === 'BAD_REQUEST' && error.message ? error.message : fallback, 'error');

/**
 * Admin 'Job Management': a tab per status (pending, approved, denied, expired, spam) with its count,
 * a search box and pages, all answered by the server; the job dialogs and delete confirmation.
 * Deny asks for a reason (DenyJobDialog); pending cards can be selected to approve or deny at once;
 * a denied card shows its reason and can be reopened.
 */
export function JobManagementPage({
  search,
  onSearchChange,
}: {
  search: AdminJobsSearch;
  onSearchChange: (next: AdminJobsSearch, options?: { replace?: boolean }) => void;
}) {
  const tab = search.tab ?? 'pending';
  const jobs = useQuery({ ...adminJobsQuery(search), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<Editing>(null);
  /** The import dialog's opening (a new key each time: a fresh form), or null while it is closed. */
  const [importing, setImporting] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<JobDto | null>(null);
  const [denying, setDenying] = useState<Denying>(null);
  /** Pending jobs ticked for a bulk approve or deny (cleared when the tab, search or page changes). */
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  // The edit dialog works on the whole job (lists carry excerpts of the long texts).
  const editingJob = useQuery({ ...trpc.job.byId.queryOptions({ id: editing?.mode === 'edit' ? editing.id : 0 }), enabled: editing?.mode === 'edit' });

  const changeSearch: typeof onSearchChange = (next, options) => {
    setSelected(new Set());
    onSearchChange(next, options);
  };

  const setStatus = useMutation(
    trpc.job.setStatus.mutationOptions({
      onSuccess: async (_job, input) => {
        if (input.status === 'approved') notifyAdmin('Job approved', 'The job has been approved successfully.');
        else notifyAdmin('Job denied', 'The job has been denied successfully.');
        setDenying(null);
        await invalidateJobQueries();
      },
      onError: failure('Failed to update job status. Please try again.'),
    }),
  );

  const setStatusMany = useMutation(
    trpc.job.setStatusMany.mutationOptions({
      onSuccess: async (result, input) => {
        if (input.status === 'approved') notifyAdmin('Jobs approved', bulkMessage(result, 'approved'));
        else notifyAdmin('Jobs denied', bulkMessage(result, 'denied'));
        setDenying(null);
        setSelected(new Set());
        await invalidateJobQueries();
      },
      onError: failure('Failed to update job status. Please try again.'),
    }),
  );

  const reopen = useMutation(
    trpc.job.reopen.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Job reopened', 'The job is back in Pending Approval, waiting for review.');
        await invalidateJobQueries();
      },
      onError: () => notifyAdmin('Error', 'Failed to reopen the job. Please try again.', 'error'),
    }),
  );

  const markFilled = useMutation(
    trpc.job.markFilled.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Job marked filled', 'The job no longer accepts applications; its page stays up and says so.');
        await invalidateJobQueries();
      },
      onError: () => notifyAdmin('Error', 'Failed to mark the job filled. Please try again.', 'error'),
    }),
  );

  const restore = useMutation(
    trpc.job.restore.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Job restored', 'The job is no longer marked as spam and is waiting for review.');
        await invalidateJobQueries();
      },
      onError: () => notifyAdmin('Error', 'Failed to restore the job. Please try again.', 'error'),
    }),
  );

  const create = useMutation(
    trpc.job.create.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Success', 'Job posted successfully and is pending approval.');
        setEditing(null);
        await invalidateJobQueries();
      },
      onError: failure('Failed to create job. Please try again.'),
    }),
  );

  const update = useMutation(
    trpc.job.update.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Success', 'Job updated successfully.');
        setEditing(null);
        await invalidateJobQueries();
      },
      onError: failure('Failed to update job. Please try again.'),
    }),
  );

  const remove = useMutation(
    trpc.job.delete.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Success', 'Job deleted successfully.');
        setDeleting(null);
        await invalidateJobQueries();
      },
      onError: () => notifyAdmin('Error', 'Failed to delete job. Please try again.', 'error'),
    }),
  );

  // The job whose figures are open, when it is on this page (the dialog's title names it).
  const statsJob = jobs.data?.items.find((job) => job.id === search.stats);
  const editValues = useMemo(() => (editingJob.data ? jobToFormValues(editingJob.data) : undefined), [editingJob.data]);
  const data = jobs.data;

  /** The tab label's count, '(n)', once the counts have loaded. */
  const count = (status: JobStatus) => (data ? ` (${data.counts[status].toLocaleString('en-US')})` : '');

  // Only pending jobs of the page on screen count as selected.
  const selectable = tab === 'pending' ? (data?.items.filter((job) => job.status === 'pending') ?? []) : [];
  const selectedJobs = selectable.filter((job) => selected.has(job.id));
  const toggle = (job: JobDto, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(job.id);
      else next.delete(job.id);
      return next;
    });

  const renderBulkBar = () => {
    if (selectable.length === 0) return null;
    const all = selectedJobs.length === selectable.length;
    const n = selectedJobs.length;
    return (
      <Paper withBorder radius="md" px="md" py="xs" data-testid="bulk-actions">
        <Group justify="space-between" gap="sm">
          <Group gap="md">
            <Checkbox
              label="Select all on this page"
              checked={n > 0 && all}
              indeterminate={n > 0 && !all}
              onChange={(event) => setSelected(event.currentTarget.checked ? new Set(selectable.map((job) => job.id)) : new Set())}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {n > 0 ? `${jobsCount(n)} selected` : 'None selected'}
            </Text>
          </Group>
          <Group gap="xs">
            <ApproveSelectedButton
              jobs={selectedJobs}
              disabled={n === 0 || (setStatusMany.isPending && setStatusMany.variables?.status === 'denied')}
              loading={setStatusMany.isPending && setStatusMany.variables?.status === 'approved'}
              onApprove={(jobs) => setStatusMany.mutate({ ids: jobs.map((job) => job.id), status: 'approved' })}
            />
            <Button
              size="xs"
              color="red"
              variant="outline"
              leftSection={<IconX size={14} aria-hidden />}
              disabled={n === 0 || setStatusMany.isPending}
              onClick={() => setDenying({ jobs: selectedJobs, bulk: true, key: Date.now() })}
            >
              Deny selected
            </Button>
          </Group>
        </Group>
      </Paper>
    );
  };

  const renderList = () => {
    if (!data) return null;
    if (data.items.length === 0) {
      if (search.search) {
        return <EmptyState title="No jobs match your search" message={`Nothing in this tab matches “${search.search}”.`} icon={<IconSearchOff size={28} />} />;
      }
      return <EmptyState {...EMPTY[tab]} />;
    }
    return (
      <Stack gap="md" style={{ opacity: jobs.isPlaceholderData ? 0.6 : 1 }} aria-busy={jobs.isFetching}>
        <Text size="sm" c="dimmed" role="status">
          {data.totalIsMinimum ? 'More than ' : ''}
          {data.total.toLocaleString('en-US')} {data.total === 1 && !data.totalIsMinimum ? 'job' : 'jobs'}
          {search.search ? ` matching “${search.search}”` : ''}
        </Text>
        {renderBulkBar()}
        {data.items.map((job, index) => (
          <AdminJobCard
            key={job.id}
            job={job}
            isNewest={index === 0 && data.page === 1}
            onEdit={(j) => setEditing({ mode: 'edit', id: j.id })}
            onDelete={setDeleting}
            onApprove={
              job.status === 'pending' ? (j, expiresAt) => setStatus.mutate({ id: j.id, status: 'approved', ...(expiresAt ? { expiresAt } : {}) }) : undefined
            }
            onDeny={job.status === 'pending' ? (j) => setDenying({ jobs: [j], bulk: false, key: Date.now() }) : undefined}
            onRestore={job.status === 'spam' ? (j) => restore.mutate({ id: j.id }) : undefined}
            onReopen={job.status === 'denied' ? (j) => reopen.mutate({ id: j.id }) : undefined}
            onMarkFilled={job.status === 'approved' ? (j) => markFilled.mutate({ id: j.id }) : undefined}
            onSelectChange={tab === 'pending' && job.status === 'pending' ? toggle : undefined}
            onStats={(j) => onSearchChange({ ...search, stats: j.id })}
            selected={selected.has(job.id)}
            busy={
              (setStatus.isPending && setStatus.variables?.id === job.id) ||
              (restore.isPending && restore.variables?.id === job.id) ||
              (reopen.isPending && reopen.variables?.id === job.id) ||
              (markFilled.isPending && markFilled.variables?.id === job.id) ||
              (setStatusMany.isPending && setStatusMany.variables?.ids.includes(job.id) === true)
            }
          />
        ))}
        <ListPagination
          page={data}
          label="Job pages"
          onChange={(page) => changeSearch({ ...search, page: page > 1 ? page : undefined })}
          disabled={jobs.isPlaceholderData}
        />
      </Stack>
    );
  };

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Job Management"
        subtitle="Review submitted jobs, approve or deny them, and keep the listings up to date."
        actions={
          <Group gap="sm">
            <Button component="a" href={jobsExportUrl(search)} download variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
              Export CSV
            </Button>
            <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setImporting(Date.now())}>
              Import CSV
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ mode: 'create' })}>
              Post New Job
            </Button>
          </Group>
        }
      />

      <DebouncedSearchInput
        label="Search jobs"
        placeholder="Title, company, place or job number"
        value={search.search}
        onCommit={(text) => changeSearch({ ...search, search: text, page: undefined }, { replace: true })}
        maw={480}
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <JobAttentionFilterControl value={search.needs} onChange={(needs) => changeSearch({ ...search, needs, page: undefined })} />
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={search.sort ?? 'newest'}
          allowDeselect={false}
          onChange={(value) =>
            changeSearch({ ...search, sort: value && value !== 'newest' ? (value as Exclude<JobAdminSort, 'newest'>) : undefined, page: undefined })
          }
          w={220}
          data-testid="admin-jobs-sort"
        />
      </Group>

      <Tabs
        value={tab}
        onChange={(v) => changeSearch({ ...search, tab: v && v !== 'pending' ? (v as JobStatus) : undefined, page: undefined })}
        keepMounted={false}
        variant="pills"
        radius="md"
      >
        <Tabs.List mb="md" style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {JOB_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} leftSection={t.icon} fw={600} style={{ flexShrink: 0 }}>
              {t.label}
              {count(t.value)}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        {JOB_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {jobs.isPending ? (
              <ListSkeleton />
            ) : jobs.isError && !data ? (
              <Alert color="red" title="Could not load jobs" role="alert">
                {jobs.error.message}
              </Alert>
            ) : (
              renderList()
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      <JobFormDialog
        opened={editing?.mode === 'create' || (editing?.mode === 'edit' && editValues !== undefined)}
        mode={editing?.mode ?? 'create'}
        initialValues={editValues}
        submitting={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(input) => {
          if (editing?.mode === 'edit') update.mutate({ id: editing.id, ...input });
          else create.mutate(input);
        }}
      />

      {importing !== null && (
        <JobImportDialog
          key={importing}
          opened
          onClose={() => setImporting(null)}
          onImported={(result) => {
            setImporting(null);
            notifyAdmin('Jobs imported', `${JOB_IMPORT_MESSAGES.imported(result.created)}. They are waiting in Pending Approval.`);
            void invalidateJobQueries();
          }}
        />
      )}

      <DenyJobDialog
        key={denying?.key ?? 0}
        opened={denying !== null}
        jobTitle={denying?.jobs.length === 1 ? denying.jobs[0]!.title : undefined}
        count={denying?.jobs.length ?? 1}
        loading={setStatus.isPending || setStatusMany.isPending}
        onClose={() => setDenying(null)}
        onConfirm={(reason) => {
          if (!denying) return;
          // The selection goes through the bulk call, which changes only jobs still pending.
          if (!denying.bulk) setStatus.mutate({ id: denying.jobs[0]!.id, status: 'denied', reason });
          else setStatusMany.mutate({ ids: denying.jobs.map((job) => job.id), status: 'denied', reason });
        }}
      />

      <AdminDialog
        opened={search.stats !== undefined}
        onClose={() => onSearchChange({ ...search, stats: undefined })}
        title={`Job statistics${statsJob ? `: ${statsJob.title}` : ''}`}
        size="xl"
      >
        {search.stats !== undefined ? <JobStatsPanel jobId={search.stats} /> : null}
      </AdminDialog>

      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        title="Delete Job"
        message={deleting ? `Are you sure you want to delete '${deleting.title}'? This action cannot be undone.` : ''}
        confirmLabel="Delete"
        loading={remove.isPending}
      />
    </Stack>
  );
}
