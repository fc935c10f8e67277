import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { m } from '../../lib/i18n';
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
      <Alert color="yellow" variant="light" title={m.needs_js_title()} mb="md">
        {m.needs_js_text({ what })} <Link to="/contact">{m.needs_js_contact_link()}</Link>
        {m.needs_js_text_after()}
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

/**
 * Server HTML that works before its scripts run (links are links, the job searches are plain GET
 * forms) but whose buttons and fields would do nothing until React has taken it over: with
 * JavaScript on, the one-line script inside disables them while the scripts load (a click or a
 * keystroke then would be lost), and they are enabled the moment this part of the page has
 * hydrated (a lazy section hydrates when its code arrives, after the rest). Without JavaScript the
 * script never runs and nothing is disabled. React never renders `disabled` here, so the server's
 * HTML and the browser's first render agree; a part first drawn in the browser is never disabled
 * (scripts React inserts do not run).
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const controls = useRef<HTMLFieldSetElement>(null);
  useEffect(() => controls.current?.removeAttribute('disabled'), []);
  return (
    // Only a wrapper: no group in the accessibility tree.
    <fieldset ref={controls} className="page-controls" role="presentation">
      <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: 'document.currentScript.parentNode.disabled=true' }} />
      {children}
    </fieldset>
  );
}
