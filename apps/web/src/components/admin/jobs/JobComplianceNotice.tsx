import { Alert, Button, Group, List, Popover, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import '@mantine/core/styles/SegmentedControl.css';
import { POSTING_CHECK_MESSAGES, POSTING_RULE_CITATION, type JobAttentionFilter, type JobDto } from '@app/validators';

/** True when the job has a salary text from which no pay could be read, and no structured pay. */
export const payNeedsFixing = (job: Pick<JobDto, 'salary' | 'payMin' | 'payMax'>) => Boolean(job.salary) && job.payMin == null && job.payMax == null;

/** What an admin should look at before approving: pay to fix and open Ontario posting points. */
export function openPoints(job: Pick<JobDto, 'salary' | 'payMin' | 'payMax' | 'complianceIssues'>): string[] {
  const points = (job.complianceIssues ?? []).map((code) => POSTING_CHECK_MESSAGES[code] ?? code);
  if (payNeedsFixing(job)) points.unshift(`Pay needs fixing: no amount could be read from “${job.salary}”`);
  return points;
}

/** The notice on an admin job card listing the job's open points (nothing when there are none). */
export function JobComplianceNotice({ job }: { job: JobDto }) {
  const points = openPoints(job);
  if (points.length === 0) return null;
  return (
    <Alert color="orange" variant="light" radius="sm" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />} title="Posting needs attention" data-testid="job-compliance-notice">
      <List size="sm" spacing={2}>
        {points.map((point) => (
          <List.Item key={point}>{point}</List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={4}>
        {POSTING_RULE_CITATION}. Edit the job to fix these, or approve it anyway.
      </Text>
    </Alert>
  );
}

/**
 * The Approve button of a card. With open points it asks first ('Approve anyway?'); the approval
 * itself is the same PATCH /api/jobs/{id}/status as always.
 */
export function ApproveJobButton({ job, onApprove, disabled }: { job: JobDto; onApprove: (job: JobDto) => void; disabled?: boolean }) {
  const [opened, setOpened] = useState(false);
  const points = openPoints(job);
  const button = (onClick: () => void) => (
    <Button size="xs" color="green" leftSection={<IconCheck size={14} />} onClick={onClick} disabled={disabled}>
      Approve
    </Button>
  );
  if (points.length === 0) return button(() => onApprove(job));
  return (
    <Popover opened={opened} onChange={setOpened} withArrow shadow="md" position="top" trapFocus>
      <Popover.Target>{button(() => setOpened((o) => !o))}</Popover.Target>
      <Popover.Dropdown maw={320} data-testid="approve-confirm">
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            This job has {points.length} open {points.length === 1 ? 'point' : 'points'}. Approve anyway?
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button
              size="xs"
              color="green"
              onClick={() => {
                setOpened(false);
                onApprove(job);
              }}
            >
              Approve anyway
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

const FILTERS: { value: JobAttentionFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'All jobs' },
  { value: 'pay', label: 'Pay needs fixing' },
  { value: 'compliance', label: 'Open posting points' },
];

/** The admin list's filter: every job, jobs whose pay needs fixing, or jobs with open posting points. */
export function JobAttentionFilterControl({ value, onChange }: { value?: JobAttentionFilter; onChange: (value: JobAttentionFilter | undefined) => void }) {
  return (
    <SegmentedControl
      aria-label="Show"
      data={FILTERS}
      value={value ?? 'all'}
      onChange={(v) => onChange(v === 'all' ? undefined : (v as JobAttentionFilter))}
      size="xs"
      style={{ alignSelf: 'flex-start' }}
      data-testid="job-attention-filter"
    />
  );
}
