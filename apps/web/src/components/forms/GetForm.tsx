import type { MouseEvent, ReactNode } from 'react';
import { localHref } from '../../lib/i18n';

/**
 * Hidden fields of a GET form: what its visible controls do not show but the address keeps (a
 * category chosen while searching, the sort order while filtering), so that without JavaScript the
 * form asks the server for the same list with only its own change.
 */
export function HiddenFields({ values }: { values: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

/**
 * A plain GET form around submit buttons that, with JavaScript, change the list in place (their
 * click handlers call `instead`): without it the browser asks the server for `action` with `values`
 * and the button's own name and value (`action` is the English path: a French page's form asks for
 * the French one). It adds no box of its own (display: contents).
 */
export function GetForm({ action, values = {}, children }: { action: string; values?: Readonly<Record<string, string>>; children: ReactNode }) {
  return (
    <form method="get" action={localHref(action)} style={{ display: 'contents' }}>
      <HiddenFields values={values} />
      {children}
    </form>
  );
}

/** A submit button's click handled by the page instead of the form (the list changes in place). */
export const instead =
  (handle: () => void) =>
  (event: MouseEvent<HTMLElement>): void => {
    event.preventDefault();
    handle();
  };
