import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconCircleCheck, IconClockHour4, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { JobDto } from '@app/validators';
import { notifyAdmin } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { AdminPageHeader, ConfirmDialog, EmptyState } from '../common';
import { AdminJobCard } from './AdminJobCard';
import { JobFormDialog } from './JobFormDialog';
import { jobToFormValues } from './job-form';
import { invalidateJobQueries } from './invalidate';
import { approvedJobsQuery, pendingJobsQuery } from '../queries';

type Tab = 'pending' | 'approved';
type Editing = { mode: 'create' } | { mode: 'edit'; job: JobDto } | null;


function ListSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading jobs">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={150} radius="md" />
      ))}
    </Stack>
  );
}

/** Admin 'Job Management': pending and approved tabs, job cards, the job dialogs and delete confirmation. */
export function JobManagementPage() {
  const pending = useQuery(pendingJobsQuery());
  const approved = useQuery(approvedJobsQuery());
  const [tab, setTab] = useState<Tab>('pending');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<JobDto | null>(null);

  const setStatus = useMutation(
    trpc.job.setStatus.mutationOptions({
      onSuccess: async (_job, input) => {
        if (input.status === 'approved') notifyAdmin('Job approved', 'The job has been approved successfully.');
        else notifyAdmin('Job denied', 'The job has been denied successfully.');
        await invalidateJobQueries();
      },
      onError: () => notifyAdmin('Error', 'Failed to update job status. Please try again.', 'error'),
    }),
  );

  const create = useMutation(
    trpc.job.create.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Success', 'Job posted successfully and is pending approval.');
        setEditing(null);
        await invalidateJobQueries();
      },
      onError: () => notifyAdmin('Error', 'Failed to create job. Please try again.', 'error'),
    }),
  );

  const update = useMutation(
    trpc.job.update.mutationOptions({
      onSuccess: async () => {
        notifyAdmin('Success', 'Job updated successfully.');
        setEditing(null);
        await invalidateJobQueries();
      },
      onError: () => notifyAdmin('Error', 'Failed to update job. Please try again.', 'error'),
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

  const editValues = useMemo(() => (editing?.mode === 'edit' ? jobToFormValues(editing.job) : undefined), [editing]);
  const pendingJobs = pending.data ?? [];
  const approvedJobs = approved.data ?? [];

  /** The tab label's count, '(n)', once the list has loaded. */
  const count = (q: { isSuccess: boolean }, n: number) => (q.isSuccess ? ` (${n})` : '');

  const renderList = (list: JobDto[], kind: Tab) =>
    list.length === 0 ? (
      kind === 'pending' ? (
        <EmptyState title="No pending jobs" message="All job submissions have been reviewed." icon={<IconCircleCheck size={28} />} />
      ) : (
        <EmptyState
          title="No approved jobs"
          message="Approved jobs will appear here and be visible on the website."
          icon={<IconClockHour4 size={28} />}
        />
      )
    ) : (
      <Stack gap="md">
        {list.map((job, index) => (
          <AdminJobCard
            key={job.id}
            job={job}
            isNewest={index === 0}
            onEdit={(j) => setEditing({ mode: 'edit', job: j })}
            onDelete={setDeleting}
            onApprove={kind === 'pending' ? (j) => setStatus.mutate({ id: j.id, status: 'approved' }) : undefined}
            onDeny={kind === 'pending' ? (j) => setStatus.mutate({ id: j.id, status: 'denied' }) : undefined}
            busy={setStatus.isPending && setStatus.variables?.id === job.id}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="Job Management"
        subtitle="Review submitted jobs, approve or deny them, and keep the listings up to date."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ mode: 'create' })}>
            Post New Job
          </Button>
        }
      />

      <Tabs value={tab} onChange={(v) => setTab((v as Tab) ?? 'pending')} keepMounted={false} variant="pills" radius="md">
        <Tabs.List mb="md">
          <Tabs.Tab value="pending" leftSection={<IconClockHour4 size={16} aria-hidden />} fw={600}>
            Pending Approval{count(pending, pendingJobs.length)}
          </Tabs.Tab>
          <Tabs.Tab value="approved" leftSection={<IconCircleCheck size={16} aria-hidden />} fw={600}>
            Approved Jobs{count(approved, approvedJobs.length)}
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="pending">
          {pending.isPending ? (
            <ListSkeleton />
          ) : pending.isError ? (
            <Alert color="red" title="Could not load pending jobs" role="alert">
              {pending.error.message}
            </Alert>
          ) : (
            renderList(pendingJobs, 'pending')
          )}
        </Tabs.Panel>
        <Tabs.Panel value="approved">
          {approved.isPending ? (
            <ListSkeleton />
          ) : approved.isError ? (
            <Alert color="red" title="Could not load approved jobs" role="alert">
              {approved.error.message}
            </Alert>
          ) : (
            renderList(approvedJobs, 'approved')
          )}
        </Tabs.Panel>
      </Tabs>

      <JobFormDialog
        opened={editing !== null}
        mode={editing?.mode ?? 'create'}
        initialValues={editValues}
        submitting={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSubmit={(input) => {
          if (editing?.mode === 'edit') update.mutate({ id: editing.job.id, ...input });
          else create.mutate(input);
        }}
      />

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
