import { isValidElement, memo, Suspense, type ReactNode } from 'react';
import { UntilHydrated } from '../NeedsJavaScript/NeedsJavaScript';

/**
 * A part of the page hydrated on its own, after the rest: a Suspense boundary. The server writes it
 * into the page like everything else; in the browser React hydrates the page around it first, then
 * the boundary in a pass (and a commit) of its own at idle priority, or at once when it is clicked
 * or typed into (React replays the event). What the server sent stays in place until then, so
 * nothing flickers or moves, and no single task of the page's hydration has the whole page to do.
 * A lazy component inside waits for its code too; on a page opened inside the app it appears as
 * soon as its code is there. Its buttons and fields wait for their hydration (see UntilHydrated).
 *
 * A render of the page around it that reaches the boundary before it has hydrated (its code still
 * loading) would make React drop what the server sent and draw the part afresh once its code is
 * there: the part vanishes, and a field that had the focus loses it. So the boundary is rendered
 * again only when what it shows changes (another component, or other props), not on every render
 * of the page around it.
 */
export const Deferred = memo(function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <UntilHydrated>{children}</UntilHydrated>
    </Suspense>
  );
}, sameChildren);

/** The same element: its component, key and every prop (compared as React compares state). */
export function sameChildren(before: { children: ReactNode }, after: { children: ReactNode }): boolean {
  const [a, b] = [before.children, after.children];
  if (Object.is(a, b)) return true;
  if (!isValidElement(a) || !isValidElement(b) || a.type !== b.type || a.key !== b.key) return false;
  const [propsA, propsB] = [a.props as Record<string, unknown>, b.props as Record<string, unknown>];
  const keys = Object.keys(propsA);
  return keys.length === Object.keys(propsB).length && keys.every((key) => Object.hasOwn(propsB, key) && Object.is(propsA[key], propsB[key]));
}
