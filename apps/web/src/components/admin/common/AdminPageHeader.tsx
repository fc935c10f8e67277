import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading row of an admin page: h1 title, optional subtitle and actions on the right. */
export function AdminPageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md">
      <div style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 30 }} c="navy.9">
          {title}
        </Title>
        {subtitle ? (
          <Text c="dimmed" mt={4}>
            {subtitle}
          </Text>
        ) : null}
      </div>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
