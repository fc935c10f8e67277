import { Suspense, type ReactNode } from 'react';
import { UntilHydrated } from '../NeedsJavaScript/NeedsJavaScript';

/**
 * A part of the page hydrated on its own, after the rest: a Suspense boundary. The server writes it
 * into the page like everything else; in the browser React hydrates the page around it first, then
 * the boundary in a pass (and a commit) of its own at idle priority, or at once when it is clicked
 * or typed into (React replays the event). What the server sent stays in place until then, so
 * nothing flickers or moves, and no single task of the page's hydration has the whole page to do.
 * A lazy component inside waits for its code too; on a page opened inside the app it appears as
 * soon as its code is there. Its buttons and fields wait for their hydration (see UntilHydrated).
 */
export function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <UntilHydrated>{children}</UntilHydrated>
    </Suspense>
  );
}
