import { notifications } from '@mantine/notifications';

export type NotifyTone = 'success' | 'error' | 'info';

const COLORS: Record<NotifyTone, string> = { success: 'teal', error: 'red', info: 'blue' };

/**
 * Shows one toast (section 9: one at a time, 5 s by default; the admin area passes 4000).
 * `error` is the spec's "destructive" style.
 */
export function notify(title: string, message?: string, options: { tone?: NotifyTone; autoClose?: number } = {}) {
  const tone = options.tone ?? 'success';
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
    color: COLORS[tone],
    autoClose: options.autoClose ?? 5000,
    withBorder: true,
    role: tone === 'error' ? 'alert' : 'status',
    // Its × has no text: without a name, screen readers say 'button' (axe: button-name, serious).
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
  });
}

/** Admin screens show their toasts for 4 seconds. */
export const notifyAdmin = (title: string, message?: string, tone: NotifyTone = 'success') => notify(title, message, { tone, autoClose: 4000 });
