import { ActionIcon, Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { m } from '../lib/i18n';
import { IconRefresh, IconX } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { RELOAD_AFTER_UPDATE_MS, SW_MESSAGES, UPDATE_BANNER_MS } from './constants';
import { getWaitingWorker, setWaitingWorker, subscribeWaitingWorker } from './update-store';

/**
 * Shown when a new background worker has installed while another controls the page. 'Update Now'
 * asks the waiting worker to take over and reloads 500 ms later; the banner dismisses itself after
 * 10 seconds.
 */
export function UpdateBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const waiting = useSyncExternalStore(subscribeWaitingWorker, getWaitingWorker, () => null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!waiting || updating) return;
    const timer = setTimeout(() => setWaitingWorker(null), UPDATE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [waiting, updating]);

  useEffect(() => {
    if (!updating) return;
    const timer = setTimeout(reload, RELOAD_AFTER_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [updating, reload]);

  if (!waiting) return null;

  const update = () => {
    try {
      waiting.postMessage({ type: SW_MESSAGES.SKIP_WAITING }, []);
    } catch {
      /* the reload below still picks up whatever worker is active */
    }
    setUpdating(true);
  };

  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="lg"
      radius="md"
      p="md"
      withBorder
      bg="navy.9"
      c="white"
      style={{ position: 'fixed', top: 16, left: '50%', transform: 'translateX(-50%)', zIndex: 400, width: 'min(560px, calc(100vw - 24px))' }}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon variant="light" color="teal" radius="xl" size={36} aria-hidden>
          <IconRefresh size={20} />
        </ThemeIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} size="sm">
            {m.pwa_update_title()}
          </Text>
          <Text size="xs" c="gray.3">
            {m.pwa_update_text()}
          </Text>
        </div>
        <Button size="xs" color="teal" onClick={update} loading={updating}>
          {m.pwa_update_now()}
        </Button>
        <ActionIcon variant="subtle" color="gray.2" aria-label={m.pwa_update_dismiss()} onClick={() => setWaitingWorker(null)} disabled={updating}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
