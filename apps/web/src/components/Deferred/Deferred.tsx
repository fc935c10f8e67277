import { Suspense, type ReactNode } from 'react';
import { UntilHydrated } from '../NeedsJavaScript/NeedsJavaScript';

/**
 * A section below the fold, whose code loads on its own (a lazy component). The server writes it
 * into the page like everything else; in the browser it is hydrated once its code has arrived,
 * after the top of the page (React leaves the server's HTML in place until then, so nothing
 * flickers or moves, and the first hydration has less to do). On a page opened inside the app it
 * appears as soon as its code is there. Its buttons and fields wait for that (see UntilHydrated).
 */
export function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <UntilHydrated>{children}</UntilHydrated>
    </Suspense>
  );
}
