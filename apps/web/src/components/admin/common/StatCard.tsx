import { Group, Paper, Skeleton, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface StatCardProps {
  /** Card label, e.g. 'Total Jobs'. */
  label: string;
  /** The figure; `undefined` while loading shows a skeleton. */
  value: ReactNode | undefined;
  /** Small line under the figure, e.g. 'active job listings'. */
  hint?: ReactNode;
  icon?: ReactNode;
  /** Mantine colour of the icon badge. */
  color?: string;
  /** Makes the whole card a link to an internal static path. */
  to?: string;
  loading?: boolean;
}

/**
 * A figure on an admin page: label, big number, hint and an icon. The label and value are tied
 * together for assistive technology (`aria-label` "{label}: {value}" on the card region).
 */
export function StatCard({ label, value, hint, icon, color = 'brand', to, loading }: StatCardProps) {
  const isLoading = loading || value === undefined;
  const body = (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} h="100%" shadow="xs" data-testid="stat-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          {/* A word too long for a narrow card wraps rather than run under the icon. */}
          <Text size="sm" c="dimmed" fw={600} style={{ overflowWrap: 'break-word' }}>
            {label}
          </Text>
          {isLoading ? (
            <Skeleton h={32} w={64} mt={6} />
          ) : (
            <Text fz={{ base: 26, sm: 30 }} fw={800} lh={1.2} mt={4} c="navy.9" data-testid="stat-value">
              {value}
            </Text>
          )}
          {hint ? (
            <Text size="xs" c="dimmed" mt={4}>
              {hint}
            </Text>
          ) : null}
        </div>
        {icon ? (
          <ThemeIcon size={44} radius="md" variant="light" color={color} aria-hidden visibleFrom="xs">
            {icon}
          </ThemeIcon>
        ) : null}
      </Group>
    </Paper>
  );
  if (to) {
    return (
      <UnstyledButton component={Link} to={to} display="block" h="100%" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        {body}
      </UnstyledButton>
    );
  }
  return body;
}
