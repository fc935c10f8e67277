import { LanguageBadge } from '../common/LanguageBadge';
import { Badge, Button, Card, Checkbox, Flex, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  IconArrowBackUp,
  IconBuilding,
  IconChartLine,
  IconCalendar,
  IconEdit,
  IconEye,
  IconMail,
  IconMapPin,
  IconRotateClockwise,
  IconTrash,
  IconUserCheck,
  IconX,
} from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { JobAdminItem, JobDto } from '@app/shared/schemas/dtos';
import { conversionLabel } from '@app/shared/job-stats';
import { formatCount } from '../../../lib/format';
import { formatLocalDate } from '../../../lib/format';
import { jobTypeColor } from '../../../lib/jobs';
import { ApproveJobButton, JobComplianceNotice } from './JobComplianceNotice';

const STATUS_COLOR: Record<string, string> = { pending: 'yellow', approved: 'green', denied: 'red', expired: 'gray', spam: 'orange' };

export interface AdminJobCardProps {
  /** The job, and what it draws when the list says (views, applications, conversion). */
  job: JobDto & Partial<Pick<JobAdminItem, 'views' | 'applications' | 'conversion'>>;
  /** The first card of each list carries a 'NEW' badge. */
  isNewest?: boolean;
  onEdit: (job: JobDto) => void;
  onDelete: (job: JobDto) => void;
  /** Given for pending jobs only: the Approve and Deny buttons. */
  onApprove?: (job: JobDto, expiresAt?: string) => void;
  onDeny?: (job: JobDto) => void;
  /** Given for jobs the spam trap caught: the 'Not Spam' button (back to pending review). */
  onRestore?: (job: JobDto) => void;
  /** Given for denied jobs: the 'Reopen' button (back to pending review). */
  onReopen?: (job: JobDto) => void;
  /** Given for open approved jobs: the 'Mark as Filled' button (the job closes, its page says so). */
  onMarkFilled?: (job: JobDto) => void;
  /** Given for pending jobs: a checkbox to select the job for a bulk approve or deny. */
  onSelectChange?: (job: JobDto, selected: boolean) => void;
  selected?: boolean;
  /** Disables the status buttons while a status change is under way. */
  busy?: boolean;
  /** Opens the job's figures (views and applications per day, sources). */
  onStats?: (job: JobDto) => void;
}

/** Views, applications and conversion of a job, as the list shows them. */
function Draws({ job }: { job: AdminJobCardProps['job'] }) {
  if (job.views === undefined || job.applications === undefined) return null;
  const figures: [string, string][] = [
    ['Views', formatCount(job.views)],
    ['Applications', formatCount(job.applications)],
    ['Conversion', conversionLabel(job.conversion ?? null)],
  ];
  return (
    <Group gap="lg" component="dl" m={0} data-testid="admin-job-draws">
      {figures.map(([label, value]) => (
        <Group key={label} gap={6} wrap="nowrap">
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          <Text component="dd" size="sm" fw={700} c="navy.9" m={0} data-testid={`admin-job-${label.toLowerCase()}`}>
            {value}
          </Text>
        </Group>
      ))}
    </Group>
  );
}

function Meta({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" align="center" style={{ minWidth: 0 }}>
      {icon}
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** One job in the admin lists. */
export function AdminJobCard({
  job,
  isNewest,
  onEdit,
  onDelete,
  onApprove,
  onDeny,
  onRestore,
  onReopen,
  onMarkFilled,
  onSelectChange,
  selected = false,
  busy,
  onStats,
}: AdminJobCardProps) {
  const posted = formatLocalDate(job.postedAt);
  const deniedOn = formatLocalDate(job.deniedAt);
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" component="article" aria-labelledby={`admin-job-${job.id}`} data-testid="admin-job-card">
      <Stack gap="sm">
        <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" align={{ base: 'flex-start', sm: 'flex-start' }} gap="xs">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Group gap="xs" mb={6} wrap="wrap">
              {onSelectChange ? (
                <Checkbox
                  aria-label={`Select ${job.title}`}
                  checked={selected}
                  onChange={(event) => onSelectChange(job, event.currentTarget.checked)}
                  data-testid="admin-job-select"
                />
              ) : null}
              <Title order={3} fz="lg" id={`admin-job-${job.id}`} c="navy.9" style={{ overflowWrap: 'anywhere' }}>
                {job.title}
              </Title>
              {isNewest ? (
                <Badge color="amber" variant="filled" c="navy.9" size="sm">
                  NEW
                </Badge>
              ) : null}
            </Group>
            <Group gap="md" c="dimmed" style={{ rowGap: 4 }}>
              <Meta icon={<IconMapPin size={15} aria-hidden />}>{job.location}</Meta>
              <Meta icon={<IconBuilding size={15} aria-hidden />}>{job.company}</Meta>
              {job.contactEmail ? <Meta icon={<IconMail size={15} aria-hidden />}>{job.contactEmail}</Meta> : null}
            </Group>
          </div>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge color={STATUS_COLOR[job.status] ?? 'gray'} variant="light" tt="capitalize">
              {job.status}
            </Badge>
            {job.filledAt ? (
              <Badge color="teal" variant="light">
                Filled
              </Badge>
            ) : null}
            <Badge color={jobTypeColor(job.type)} variant="outline" tt="none">
              {job.type}
            </Badge>
            {job.hasFrench === false ? (
              <Badge color="gray" variant="outline" tt="none" title="No French title and description" data-testid="job-no-french">
                No French
              </Badge>
            ) : null}
            <LanguageBadge locale={job.locale} />
          </Group>
        </Flex>

        <Text size="sm" lineClamp={2} c="gray.8">
          {job.description}
        </Text>

        <Draws job={job} />

        <JobComplianceNotice job={job} />

        {job.status === 'denied' && job.denialReason ? (
          <Text
            size="sm"
            c="red.9"
            bg="red.0"
            px="sm"
            py={6}
            style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere' }}
            data-testid="denial-reason"
          >
            <Text span fw={600} inherit>
              Reason for denial:
            </Text>{' '}
            {job.denialReason}
            {deniedOn ? (
              <Text span c="dimmed" size="xs">
                {' '}
                (denied {deniedOn})
              </Text>
            ) : null}
          </Text>
        ) : null}

        <Group justify="space-between" align="center" gap="sm">
          <Group gap={4} c="dimmed">
            <IconCalendar size={15} aria-hidden />
            <Text size="xs" c="dimmed">
              Posted {posted ?? 'recently'}
            </Text>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEye size={14} />}
              renderRoot={(props) => <Link to="/jobs/$jobId" params={{ jobId: String(job.id) }} {...props} />}
            >
              View
            </Button>
            {onStats ? (
              <Button size="xs" variant="default" leftSection={<IconChartLine size={14} />} onClick={() => onStats(job)}>
                Stats
              </Button>
            ) : null}
            <Button size="xs" variant="default" leftSection={<IconEdit size={14} />} onClick={() => onEdit(job)}>
              Edit
            </Button>
            <Button size="xs" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(job)}>
              Delete
            </Button>
            {onApprove ? <ApproveJobButton job={job} onApprove={onApprove} disabled={busy} /> : null}
            {onRestore ? (
              <Button size="xs" color="teal" leftSection={<IconArrowBackUp size={14} />} onClick={() => onRestore(job)} disabled={busy}>
                Not Spam
              </Button>
            ) : null}
            {onMarkFilled ? (
              <Button size="xs" color="gray" variant="light" leftSection={<IconUserCheck size={14} />} onClick={() => onMarkFilled(job)} disabled={busy}>
                Mark as Filled
              </Button>
            ) : null}
            {onReopen ? (
              <Button size="xs" color="teal" variant="light" leftSection={<IconRotateClockwise size={14} />} onClick={() => onReopen(job)} disabled={busy}>
                Reopen
              </Button>
            ) : null}
            {onDeny ? (
              <Button size="xs" color="red" variant="outline" leftSection={<IconX size={14} />} onClick={() => onDeny(job)} disabled={busy}>
                Deny
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
