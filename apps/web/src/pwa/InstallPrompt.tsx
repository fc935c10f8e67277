import { ActionIcon, Button, Group, Image, Paper, Text } from '@mantine/core';
import { m } from '../lib/i18n';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useCompany } from '../lib/company';
import { isAndroid, isInstallDismissed, rememberInstallDismissed, type BeforeInstallPromptEvent } from './install';

const session = () => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * 'Install the app' card, only on Android when the browser offers installation
 * (beforeinstallprompt). Hidden after install, dismiss or Later; a dismissal lasts for the session.
 */
export function InstallPrompt({ userAgent }: { userAgent?: string }) {
  const company = useCompany();
  const [promptEvent, setPromptEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const ua = userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);

  useEffect(() => {
    // The dismissal is read when the browser offers installation, not while the page hydrates: a
    // page's first sessionStorage read waits for the browser process.
    if (!isAndroid(ua)) return;
    const onPrompt = (event: Event) => {
      event.preventDefault();
      if (isInstallDismissed(session())) return;
      setPromptEvent(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setPromptEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [ua]);

  if (!promptEvent) return null;

  const dismiss = () => {
    rememberInstallDismissed(session());
    setPromptEvent(null);
  };

  const install = async () => {
    const event = promptEvent;
    setPromptEvent(null);
    try {
      await event.prompt();
      const choice = await event.userChoice;
      if (choice.outcome !== 'accepted') rememberInstallDismissed(session());
    } catch {
      /* the browser refused to show its dialog */
    }
  };

  return (
    <Paper
      role="dialog"
      aria-labelledby="install-prompt-title"
      aria-describedby="install-prompt-text"
      shadow="xl"
      radius="lg"
      p="md"
      withBorder
      style={{
        position: 'fixed',
        left: 12,
        right: 12,
        bottom: 'calc(84px + env(safe-area-inset-bottom, 0px))',
        zIndex: 350,
        maxWidth: 480,
        marginInline: 'auto',
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Image src="/icons/icon-192.png" alt="" w={44} h={44} radius="md" />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} c="navy.9" id="install-prompt-title">
            {m.pwa_install_title({ shortName: company.shortName })}
          </Text>
          <Text size="sm" c="dimmed" id="install-prompt-text">
            {m.pwa_install_text({ name: company.name })}
          </Text>
          <Group gap="xs" mt="sm">
            <Button size="xs" color="brand" onClick={() => void install()}>
              {m.pwa_install()}
            </Button>
            <Button size="xs" variant="default" onClick={dismiss}>
              {m.pwa_later()}
            </Button>
          </Group>
        </div>
        <ActionIcon variant="subtle" color="gray" aria-label={m.pwa_dismiss()} onClick={dismiss}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
