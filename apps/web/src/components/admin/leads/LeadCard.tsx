import { LanguageBadge } from '../common/LanguageBadge';
import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconBuilding, IconCalendar, IconEye, IconMail } from '@tabler/icons-react';
import type { LeadDto } from '@app/shared/schemas/dtos';
import { formatLocalDate, relativeTime } from '../../../lib/format';
import { LEAD_STATUS_COLORS, SPAM_REASON_LABELS, statusLabel, statusOptions } from './leads';

export function LeadStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={LEAD_STATUS_COLORS[status] ?? 'gray'} variant="light" data-testid="lead-status" style={{ flexShrink: 0 }}>
      {statusLabel(status)}
    </Badge>
  );
}

export interface LeadCardProps {
  lead: LeadDto;
  onStatusChange: (status: string) => void;
  onView: () => void;
  /** For a lead the spam trap caught: the 'Not Spam' button, which makes it an open lead again. */
  onRestore?: () => void;
  statusPending?: boolean;
}

/** One lead in the admin list: who, what, when, its status (editable) and a details button. */
export function LeadCard({ lead, onStatusChange, onView, onRestore, statusPending }: LeadCardProps) {
  const received = formatLocalDate(lead.createdAt);
  return (
    <Card withBorder radius="md" padding="lg" shadow="xs" component="article" aria-label={lead.name} data-testid="lead-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {lead.name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {lead.summary}
            </Text>
          </div>
          <Group gap={6} wrap="nowrap">
            <LanguageBadge locale={lead.locale} />
            <LeadStatusBadge status={lead.status} />
          </Group>
        </Group>

        <Group gap="lg" wrap="wrap" fz="sm">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconMail size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            {lead.email ? (
              <Anchor href={`mailto:${lead.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {lead.email}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                No email given
              </Text>
            )}
          </Group>
          {lead.company ? (
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconBuilding size={16} aria-hidden color="var(--mantine-color-dimmed)" />
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {lead.company}
              </Text>
            </Group>
          ) : null}
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden color="var(--mantine-color-dimmed)" />
            <Text size="sm" title={received ?? undefined}>
              Received {relativeTime(lead.createdAt)}
            </Text>
          </Group>
        </Group>

        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          {lead.status === 'spam' ? (
            <Group gap="sm" wrap="wrap" align="center">
              <Text size="sm" c="dimmed">
                Caught by the spam filter: {SPAM_REASON_LABELS[lead.spamReason ?? ''] ?? lead.spamReason ?? 'spam'}.
              </Text>
              {onRestore ? (
                <Button variant="light" color="teal" leftSection={<IconArrowBackUp size={16} aria-hidden />} onClick={onRestore} disabled={statusPending}>
                  Not Spam
                </Button>
              ) : null}
            </Group>
          ) : (
            <Select
              label="Status"
              aria-label={`Status of ${lead.name}`}
              data={statusOptions(lead.kind)}
              value={lead.status}
              onChange={(v) => v && v !== lead.status && onStatusChange(v)}
              allowDeselect={false}
              disabled={statusPending}
              w={200}
              size="sm"
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Button variant="light" leftSection={<IconEye size={16} aria-hidden />} onClick={onView}>
            View Details
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
