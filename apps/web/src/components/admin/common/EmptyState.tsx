import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The headline, e.g. 'No pending jobs'. */
  title: string;
  /** The line under it, e.g. 'All job submissions have been reviewed.' */
  message?: ReactNode;
  icon?: ReactNode;
  /** Optional action (a button or link) under the message. */
  action?: ReactNode;
}

/** The "nothing here" panel of an admin list. */
export function EmptyState({ title, message, icon, action }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p="xl" bg="gray.0" data-testid="empty-state">
      <Stack align="center" gap="xs" py="lg" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          {icon ?? <IconInbox size={28} />}
        </ThemeIcon>
        <Title order={3} fz="lg" mt="sm">
          {title}
        </Title>
        {message ? (
          <Text c="dimmed" size="sm" maw={420}>
            {message}
          </Text>
        ) : null}
        {action}
      </Stack>
    </Paper>
  );
}
