import { useSyncExternalStore, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { Link } from '@tanstack/react-router';

const subscribe = () => () => {};

/** False while the page is the server's HTML (on the server, and in the browser until React has hydrated it), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Said in place of silence when JavaScript is off: this form sends through JavaScript. `what` names
 * the form ('apply', 'send this request'…).
 */
export function NeedsJavaScript({ what }: { what: string }) {
  return (
    <noscript>
      <Alert color="yellow" variant="light" title="This form needs JavaScript" mb="md">
        JavaScript is turned off in this browser, so you cannot {what} here. Turn it on and reload the page, or reach us by phone or email from the{' '}
        <Link to="/contact">Contact</Link> page.
      </Alert>
    </noscript>
  );
}

/**
 * The fields of a form that sends through JavaScript: disabled until the page has hydrated. What
 * someone types before then would be lost when React takes the form over, and a click or Enter
 * would submit the bare HTML form (a reload); on a fast connection the wait is not noticed.
 */
export function ScriptedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
