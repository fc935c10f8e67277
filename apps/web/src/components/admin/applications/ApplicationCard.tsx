import { LanguageBadge } from '../common/LanguageBadge';
import { Avatar, Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconCalendar, IconDownload, IconEye, IconMail, IconPhone, IconUserCheck } from '@tabler/icons-react';
import { APPLICATION_STATUS_LABELS, type StaffApplicationStatus } from '@app/shared/constants';
import type { ApplicationDto } from '@app/shared/schemas/dtos';
import type { ReactNode } from 'react';
import {
  STATUS_COLORS,
  STATUS_OPTIONS,
  applicantName,
  appliedDate,
  assigneeOf,
  experienceOf,
  jobTitleOf,
  normalizeStatus,
  phoneOf,
  statusLabel,
} from './applications';
import { resumeDownloadUrl } from './queries';

export function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

export function StatusBadge({ status }: { status: string }) {
  const value = normalizeStatus(status);
  return (
    <Badge color={STATUS_COLORS[value]} variant="light" size="md" data-testid="application-status" style={{ flexShrink: 0 }}>
      {statusLabel(value)}
    </Badge>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
      <Text c="dimmed" mt={2} aria-hidden lh={1}>
        {icon}
      </Text>
      <div style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      </div>
    </Group>
  );
}

export interface ApplicationCardProps {
  application: ApplicationDto;
  onStatusChange: (status: StaffApplicationStatus) => void;
  onView: () => void;
  statusPending?: boolean;
}

/** One application in the admin list: applicant, job, status, contact facts, cover letter and actions. */
export function ApplicationCard({ application, onStatusChange, onView, statusPending }: ApplicationCardProps) {
  const name = applicantName(application);
  const status = normalizeStatus(application.status);
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" component="article" aria-label={name} data-testid="application-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Avatar color="brand" radius="xl" aria-hidden>
              {initials(name)}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Title order={3} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <Text size="sm" c="dimmed">
                Applied for{' '}
                <Text span fw={600} c="navy.9">
                  {jobTitleOf(application)}
                </Text>
              </Text>
              <Group gap={4} wrap="nowrap" mt={2}>
                <Text c="dimmed" lh={1} aria-hidden>
                  <IconUserCheck size={14} />
                </Text>
                <Text size="xs" c="dimmed" data-testid="application-assignee">
                  {application.assignee ? `Assigned to ${assigneeOf(application)}` : 'Unassigned'}
                </Text>
              </Group>
            </div>
          </Group>
          <Group gap={6} wrap="nowrap">
            <LanguageBadge locale={application.locale} />
            <StatusBadge status={status} />
          </Group>
        </Group>

        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
          <Fact icon={<IconMail size={16} />} label="Email">
            {application.applicantEmail?.trim() || 'Not provided'}
          </Fact>
          <Fact icon={<IconPhone size={16} />} label="Phone">
            {phoneOf(application)}
          </Fact>
          <Fact icon={<IconCalendar size={16} />} label="Applied">
            {appliedDate(application)}
          </Fact>
          <Fact icon={<IconBriefcase size={16} />} label="Experience">
            {experienceOf(application)}
          </Fact>
        </SimpleGrid>

        {application.coverLetter?.trim() ? (
          <div>
            <Text size="xs" c="dimmed" fw={600} mb={2}>
              Cover Letter
            </Text>
            <Text size="sm" lineClamp={3} data-testid="cover-letter">
              {application.coverLetter}
            </Text>
          </div>
        ) : null}

        <Group justify="space-between" align="flex-end" gap="sm">
          <Select
            label="Update status"
            aria-label={`Update status for ${name}`}
            // Withdrawn by the applicant (My applications): shown as it is, final.
            data={status === 'withdrawn' ? [{ value: 'withdrawn', label: APPLICATION_STATUS_LABELS.withdrawn }] : STATUS_OPTIONS}
            value={status}
            onChange={(value) => {
              if (value && value !== status) onStatusChange(value as StaffApplicationStatus);
            }}
            allowDeselect={false}
            disabled={statusPending || status === 'withdrawn'}
            w={{ base: '100%', xs: 200 }}
            size="sm"
            comboboxProps={{ withinPortal: true }}
          />
          <Group gap="sm" w={{ base: '100%', xs: 'auto' }}>
            {application.resumeFile ? (
              <Button
                component="a"
                href={resumeDownloadUrl(application.id)}
                download={application.resumeFile.name}
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                w={{ base: '100%', xs: 'auto' }}
              >
                Download Resume
              </Button>
            ) : null}
            <Button variant="light" leftSection={<IconEye size={16} aria-hidden />} onClick={onView} w={{ base: '100%', xs: 'auto' }}>
              View Details
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
