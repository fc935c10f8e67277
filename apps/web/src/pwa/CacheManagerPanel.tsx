import { Alert, Badge, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconDatabase, IconInfoCircle, IconRefresh, IconTrash, IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../components/admin/common/ConfirmDialog';
import { useCacheManager, type CacheMessageTone, type CacheStatus, type WorkerState } from './useCacheManager';

const TONE: Record<CacheMessageTone, { color: string; icon: ReactNode; role: 'status' | 'alert' }> = {
  info: { color: 'blue', icon: <IconInfoCircle size={18} />, role: 'status' },
  success: { color: 'teal', icon: <IconCheck size={18} />, role: 'status' },
  error: { color: 'red', icon: <IconAlertTriangle size={18} />, role: 'alert' },
};

function formatRefreshTime(date: Date | null) {
  if (!date) return 'Never';
  return date.toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * 'Offline ready' only when the worker holds the whole build (index.html and every file it loads);
 * 'Not offline-ready' while it fetches the build again (after a clear), when files are missing or
 * when it cannot say.
 */
export function offlineBadge(status: CacheStatus | null): { label: string; color: string } {
  if (!status) return { label: 'Checking...', color: 'gray' };
  if (status.worker !== 'active' || status.version === 'unknown') return { label: 'Not active', color: 'gray' };
  if (status.offline?.ready) return { label: 'Offline ready', color: 'teal' };
  return { label: 'Not offline-ready', color: status.offline?.restoring ? 'blue' : 'orange' };
}

/** Why the site is not offline-ready, when the worker says. */
function offlineHint(status: CacheStatus | null): string | null {
  const offline = status?.offline;
  if (!offline || offline.ready || status?.version === 'unknown') return null;
  if (offline.restoring) return `Downloading the site for offline use: ${offline.cached} of ${offline.total} files...`;
  return 'Some files of the site are not cached, so pages may not open offline. Refresh Cache downloads them again.';
}

/**
 * What the panel says instead of its figures when no worker answers for this page: a version
 * 'unknown', 0 entries and 'Never' would read as a broken cache, when there is simply none to show.
 */
export const WORKER_STATE_NOTE: Record<Exclude<WorkerState, 'active'>, { title: string; text: string }> = {
  unsupported: {
    title: 'No service worker in this browser',
    text: "This browser does not run the site's service worker here, so nothing is kept for offline use and there is nothing to refresh or clear. Service workers need a secure (https) address, and private windows or browser settings can turn them off.",
  },
  uncontrolled: {
    title: 'This page is not controlled by the service worker',
    text: "The site's service worker does not control this page, so its cache cannot be shown or managed from here. It takes control of the pages opened after it is installed, so after a first visit or a hard reload (which bypasses it), reload this page normally to manage the cache.",
  },
  silent: {
    title: 'The service worker did not answer',
    text: 'The service worker controls this page but did not answer in time, so its cache cannot be read right now. Reload the page, or try again in a moment.',
  },
};

function StatusItem({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fw={700} c="navy.9" mt={4} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Admin cache manager: worker cache version, cached entries, last manual refresh; refresh and clear actions. */
export function CacheManagerPanel() {
  const { status, phase, message, refresh, clear } = useCacheManager();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const busy = phase !== 'idle';
  const tone = message ? TONE[message.tone] : null;
  const badge = offlineBadge(status);
  const hint = offlineHint(status);
  // No worker answers for this page: say what that means instead of showing empty figures.
  const inactive = status && status.worker !== 'active' ? status.worker : null;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="cache-management-heading">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light" color="brand" aria-hidden>
            <IconDatabase size={22} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg" id="cache-management-heading" c="navy.9">
              Cache Management
            </Title>
            <Text size="sm" c="dimmed" maw={560}>
              The site keeps pages and media available offline: network-first for the API and stale-while-revalidate for assets. Content refreshes in the
              background every 10 minutes.
            </Text>
          </div>
        </Group>
        <Badge variant="light" color={badge.color} data-testid="cache-offline-state">
          {badge.label}
        </Badge>
      </Group>

      {inactive ? (
        <Alert
          color="gray"
          variant="light"
          radius="md"
          icon={<IconInfoCircle size={18} />}
          title={WORKER_STATE_NOTE[inactive].title}
          data-testid="cache-worker-note"
        >
          {WORKER_STATE_NOTE[inactive].text}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
          {status ? (
            <>
              <StatusItem label="Cache Version" value={status.version} testId="cache-version" />
              <StatusItem label="Cached Entries" value={status.cacheSize} testId="cache-size" />
              <StatusItem
                label="Offline Files"
                value={status.offline ? `${status.offline.cached} of ${status.offline.total}` : '—'}
                testId="cache-offline-files"
              />
              <StatusItem label="Last Refresh" value={formatRefreshTime(status.lastRefresh)} testId="cache-last-refresh" />
            </>
          ) : (
            <>
              <Skeleton h={64} radius="md" />
              <Skeleton h={64} radius="md" />
              <Skeleton h={64} radius="md" />
              <Skeleton h={64} radius="md" />
            </>
          )}
        </SimpleGrid>
      )}
      <Box role="status" aria-live="polite">
        {hint ? (
          <Text size="sm" c="dimmed" mt="xs" data-testid="cache-offline-hint">
            {hint}
          </Text>
        ) : null}
      </Box>

      <Stack gap="sm" mt="md">
        {message && tone ? (
          <Alert color={tone.color} icon={tone.icon} role={tone.role} variant="light" radius="md" py="xs">
            {message.text}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button
            leftSection={<IconRefresh size={18} />}
            onClick={() => void refresh()}
            loading={phase === 'refreshing'}
            disabled={busy && phase !== 'refreshing'}
          >
            Refresh Cache
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={() => setConfirmOpen(true)}
            loading={phase === 'clearing'}
            disabled={busy && phase !== 'clearing'}
          >
            Clear All Caches
          </Button>
        </Group>
      </Stack>

      <ConfirmDialog
        opened={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false);
          void clear();
        }}
        title="Clear all caches?"
        message="Are you sure you want to clear all caches? The site's files are downloaded again at once; pages and media on the next visit."
        confirmLabel="Clear Caches"
      />
    </Paper>
  );
}
