/** The install prompt is only offered on Android (section 2). */
export function isAndroid(userAgent: string | undefined): boolean {
  return !!userAgent && /android/i.test(userAgent);
}

export const INSTALL_DISMISSED_KEY = 'northline.install.dismissed';

/** Whether the visitor dismissed the install prompt earlier in this browser session. */
export function isInstallDismissed(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers the dismissal for the session (sessionStorage). */
export function rememberInstallDismissed(storage: Pick<Storage, 'setItem'> | null) {
  try {
    storage?.setItem(INSTALL_DISMISSED_KEY, '1');
  } catch {
    /* storage unavailable: the prompt may come back on the next page load */
  }
}

/** The non-standard event Chromium fires when the site can be installed. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}
