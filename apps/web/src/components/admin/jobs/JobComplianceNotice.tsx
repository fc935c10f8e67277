import { Alert, Button, Group, List, Popover, SegmentedControl, Stack, Text, TextInput, type PopoverProps } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconChecks } from '@tabler/icons-react';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { formatLocalDate } from '../../../lib/format';
import type { JobAttentionFilter } from '@app/shared/constants';
import { POSTING_CHECK_MESSAGES, POSTING_RULE_CITATION } from '@app/shared/posting-rules';
import { JOB_LANGUAGE_MESSAGES } from '@app/shared/job-language';
import type { JobDto } from '@app/shared/schemas/dtos';

/** True when the job has a salary text from which no pay could be read, and no structured pay. */
export const payNeedsFixing = (job: Pick<JobDto, 'salary' | 'payMin' | 'payMax'>) => Boolean(job.salary) && job.payMin == null && job.payMax == null;

/** What an admin should look at before approving: pay to fix and open Ontario posting points. */
export function openPoints(job: Pick<JobDto, 'salary' | 'payMin' | 'payMax' | 'complianceIssues'>): string[] {
  const points = (job.complianceIssues ?? []).map((code) => POSTING_CHECK_MESSAGES[code] ?? code);
  if (payNeedsFixing(job)) points.unshift(`Pay needs fixing: no amount could be read from “${job.salary}”`);
  return points;
}

/** A job in Québec without its French title and description: the server refuses to approve it (not an open point one may approve over). */
export const frenchBlocksApproval = (job: Pick<JobDto, 'province' | 'hasFrench'>) => job.province === 'QC' && job.hasFrench === false;

/** The notices on an admin job card: Québec's French rule, then the job's open points (nothing when there are none). */
export function JobComplianceNotice({ job }: { job: JobDto }) {
  return (
    <>
      {frenchBlocksApproval(job) ? (
        <Alert color="red" variant="light" radius="sm" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />} data-testid="job-french-required">
          <Text size="sm">{JOB_LANGUAGE_MESSAGES.frenchRequired}. Edit the job to add them.</Text>
        </Alert>
      ) : null}
      <OpenPointsNotice job={job} />
    </>
  );
}

function OpenPointsNotice({ job }: { job: JobDto }) {
  const points = openPoints(job);
  if (points.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="sm"
      p="xs"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title="Posting needs attention"
      data-testid="job-compliance-notice"
    >
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
 * An approve button that asks first when `question` is given: a popover (role dialog, focus kept
 * inside and given back to the button) with the question, optional details, and 'Cancel' and
 * 'Approve anyway'. Without a question the button approves at once. Shared by a card's Approve
 * and the bulk bar's 'Approve selected', so both ask the same way. It opens below the button: the
 * card's notice of open points is above it, and the question must not cover what it asks about.
 */
export function ApproveConfirm({
  question,
  details,
  onApprove,
  renderButton,
  position = 'bottom',
  testId = 'approve-confirm',
}: {
  /** The question ('… Approve anyway?'); undefined when there is nothing to confirm. */
  question?: ReactNode;
  details?: ReactNode;
  onApprove: () => void;
  /** The button itself, given the click handler to use. */
  renderButton: (onClick: () => void) => ReactElement;
  position?: PopoverProps['position'];
  testId?: string;
}) {
  const [opened, setOpened] = useState(false);
  const questionId = useId();
  if (question == null) return renderButton(onApprove);
  return (
    <Popover opened={opened} onChange={setOpened} withArrow shadow="md" position={position} trapFocus returnFocus>
      <Popover.Target>{renderButton(() => setOpened((o) => !o))}</Popover.Target>
      <Popover.Dropdown maw={360} aria-labelledby={questionId} data-testid={testId}>
        <Stack gap="xs">
          <Text id={questionId} size="sm" fw={600}>
            {question}
          </Text>
          {details}
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button
              size="xs"
              color="green"
              onClick={() => {
                setOpened(false);
                onApprove();
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

const pointsLabel = (n: number) => `${n} open ${n === 1 ? 'point' : 'points'}`;

/** True when the job's end date has passed: approved as it is, it closes at once (jobState). */
export const endDatePassed = (job: Pick<JobDto, 'expiresAt'>, now = Date.now()) => job.expiresAt != null && Date.parse(job.expiresAt) <= now;

/** Tomorrow in the admin's calendar, as a date input's value (the earliest new end date offered). */
const tomorrowInput = () => {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The Approve button of a card. With open points it asks first ('Approve anyway?'); the approval
 * itself is the same PATCH /api/jobs/{id}/status as always. A job whose end date has passed would
 * close the moment it is approved (approval never moves an end date): the button says so and offers
 * a new end date, sent with the approval (`expiresAt`, the end of that day).
 */
export function ApproveJobButton({ job, onApprove, disabled }: { job: JobDto; onApprove: (job: JobDto, expiresAt?: string) => void; disabled?: boolean }) {
  const points = openPoints(job);
  const ended = endDatePassed(job);
  const [newEnd, setNewEnd] = useState('');
  const questions = [
    ended ? `This job's end date (${formatLocalDate(job.expiresAt)}) has passed: approved as it is, it closes at once.` : null,
    points.length > 0 ? `This job has ${pointsLabel(points.length)}.` : null,
  ].filter(Boolean);
  return (
    <ApproveConfirm
      question={questions.length > 0 ? `${questions.join(' ')} Approve anyway?` : undefined}
      details={
        ended ? (
          <TextInput
            type="date"
            size="xs"
            label="New end date"
            description="Optional: the job stays open until the end of this day."
            min={tomorrowInput()}
            value={newEnd}
            onChange={(e) => setNewEnd(e.currentTarget.value)}
          />
        ) : undefined
      }
      onApprove={() => onApprove(job, newEnd ? new Date(`${newEnd}T23:59:59`).toISOString() : undefined)}
      renderButton={(onClick) => (
        <Button size="xs" color="green" leftSection={<IconCheck size={14} />} onClick={onClick} disabled={disabled}>
          Approve
        </Button>
      )}
    />
  );
}

/** How many of the flagged jobs the bulk confirmation names; the rest are counted. */
const NAMED_JOBS = 5;

/** The bulk confirmation's question, e.g. '2 of the 3 selected jobs have open posting points. Approve anyway?' */
function bulkQuestion(flagged: number, selected: number) {
  if (selected === 1) return 'The selected job has open posting points. Approve anyway?';
  if (flagged === selected) return `All ${selected} selected jobs have open posting points. Approve anyway?`;
  return `${flagged} of the ${selected} selected jobs ${flagged === 1 ? 'has' : 'have'} open posting points. Approve anyway?`;
}

/**
 * The bulk bar's 'Approve selected'. When any selected job has open points it asks first, naming
 * those jobs; otherwise it approves the selection at once.
 */
export function ApproveSelectedButton({
  jobs,
  onApprove,
  disabled,
  loading,
}: {
  jobs: readonly JobDto[];
  onApprove: (jobs: readonly JobDto[]) => void;
  disabled?: boolean;
  loading?: boolean;
}) {
  const flagged = jobs.map((job) => ({ job, count: openPoints(job).length })).filter((f) => f.count > 0);
  const more = flagged.length - NAMED_JOBS;
  const ended = jobs.filter((job) => endDatePassed(job)).length;
  const endedNote =
    ended > 0
      ? `${ended === 1 ? '1 selected job has' : `${ended} selected jobs have`} an end date that has passed: approved, ${ended === 1 ? 'it closes' : 'they close'} at once.`
      : null;
  return (
    <ApproveConfirm
      question={flagged.length > 0 ? bulkQuestion(flagged.length, jobs.length) : endedNote ? `${endedNote} Approve anyway?` : undefined}
      position="bottom-end"
      testId="approve-selected-confirm"
      details={
        <>
          <List
            size="sm"
            spacing={2}
            styles={{ itemWrapper: { display: 'block' }, itemLabel: { display: 'flex', alignItems: 'baseline', gap: 6, minWidth: 0 } }}
          >
            {flagged.slice(0, NAMED_JOBS).map(({ job, count }) => (
              <List.Item key={job.id}>
                <Text span size="sm" truncate="end" title={job.title}>
                  {job.title}
                </Text>
                <Text span size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  ({pointsLabel(count)})
                </Text>
              </List.Item>
            ))}
            {more > 0 ? (
              <List.Item>
                <Text span size="sm" c="dimmed">
                  and {more} more
                </Text>
              </List.Item>
            ) : null}
          </List>
          {flagged.length > 0 && endedNote ? <Text size="xs">{endedNote}</Text> : null}
          {jobs.length > 1 ? (
            <Text size="xs" c="dimmed">
              {jobs.length === 2 ? 'Both selected jobs' : `All ${jobs.length} selected jobs`} will be approved as they are.
            </Text>
          ) : null}
        </>
      }
      onApprove={() => onApprove(jobs)}
      renderButton={(onClick) => (
        <Button size="xs" color="green" leftSection={<IconChecks size={14} aria-hidden />} disabled={disabled} loading={loading} onClick={onClick}>
          Approve selected
        </Button>
      )}
    />
  );
}

const FILTERS: { value: JobAttentionFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'All jobs' },
  { value: 'pay', label: 'Pay needs fixing' },
  { value: 'compliance', label: 'Open posting points' },
  { value: 'french', label: 'Missing French' },
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
