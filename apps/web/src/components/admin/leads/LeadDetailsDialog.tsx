import { Anchor, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { LeadDto } from '@app/shared/schemas/dtos';
import { formatLocalDate } from '../../../lib/format';
import { LeadStatusBadge } from './LeadCard';
import { kindInfo } from './leads';

const isLong = (label: string) => /message|requirements|areas|equipment/i.test(label);

/** Every labelled field of one lead, in form order. */
export function LeadDetailsDialog({ lead, onClose }: { lead: LeadDto | null; onClose: () => void }) {
  return (
    <Modal opened={lead !== null} onClose={onClose} title="Lead Details" size="lg" radius="md" centered>
      {lead ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} fz="lg" c="navy.9" style={{ overflowWrap: 'anywhere' }}>
                {lead.name}
              </Text>
              <Text size="sm" c="dimmed">
                {kindInfo(lead.kind).noun} · received {formatLocalDate(lead.createdAt)}
              </Text>
            </div>
            <LeadStatusBadge status={lead.status} />
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm" m={0}>
            {lead.fields.map((field) => (
              <div key={field.label} style={{ minWidth: 0, gridColumn: isLong(field.label) ? '1 / -1' : undefined }}>
                <Text component="dt" size="xs" c="dimmed" fw={600}>
                  {field.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {field.value ? (
                    field.label === 'Email' ? (
                      <Anchor href={`mailto:${field.value}`} size="sm">
                        {field.value}
                      </Anchor>
                    ) : (
                      field.value
                    )
                  ) : (
                    <Text span c="dimmed" size="sm">
                      Not provided
                    </Text>
                  )}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Stack>
      ) : null}
    </Modal>
  );
}
