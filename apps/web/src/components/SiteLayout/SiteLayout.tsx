import { m } from '../../lib/i18n';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { UntilHydrated } from '../NeedsJavaScript/NeedsJavaScript';
import { Deferred } from '../Deferred/Deferred';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { MobileBottomBar } from './MobileBottomBar';
import { PageBottomBarContext } from './page-bottom-bar';
import { keepFocusAboveBottomBar } from './focus-above-bar';

/**
 * Header, page, footer and the narrow-screen bottom bar: the frame of every public page. A page with
 * its own fixed bottom bar (useReplacesSiteBottomBar) shows that one instead of the site's.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [pageBars, setPageBars] = useState(0);
  const registerPageBar = useCallback(() => {
    setPageBars((n) => n + 1);
    return () => setPageBars((n) => n - 1);
  }, []);
  useEffect(() => keepFocusAboveBottomBar(), []);
  return (
    <PageBottomBarContext.Provider value={registerPageBar}>
      {/* Its controls wait for the page to hydrate (see UntilHydrated). */}
      <UntilHydrated>
        <a href="#main-content" className="skip-link">
          {m.skip_to_content()}
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} style={{ outline: 'none', minHeight: '60vh' }}>
          {children}
        </main>
        {/* Hydrated on its own, after the page (see Deferred). */}
        <Deferred>
          <SiteFooter />
        </Deferred>
        {pageBars === 0 ? <MobileBottomBar /> : null}
      </UntilHydrated>
    </PageBottomBarContext.Provider>
  );
}
