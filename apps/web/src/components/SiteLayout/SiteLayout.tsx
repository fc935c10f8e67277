import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { MobileBottomBar } from './MobileBottomBar';
import { PageBottomBarContext } from './page-bottom-bar';

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
  const controls = useRef<HTMLFieldSetElement>(null);
  const nonce = useRouter().options.ssr?.nonce;
  useEffect(() => controls.current?.removeAttribute('disabled'), []);
  return (
    <PageBottomBarContext.Provider value={registerPageBar}>
      {/*
       * The server's page works before its scripts run: links are links and the job searches are
       * plain GET forms. With JavaScript on, the one-line script below disables the page's buttons
       * and fields while the scripts load (a click or keystroke then would be lost when React takes
       * the page over); they are enabled the moment the page has hydrated. Without JavaScript the
       * script never runs and nothing is disabled. React never renders `disabled` here, so the
       * server's HTML and the browser's first render agree.
       */}
      <fieldset ref={controls} className="page-controls">
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: 'document.currentScript.parentNode.disabled=true' }} />
        <a href="#main-content" className="skip-link">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} style={{ outline: 'none', minHeight: '60vh' }}>
          {children}
        </main>
        <SiteFooter />
        {pageBars === 0 ? <MobileBottomBar /> : null}
      </fieldset>
    </PageBottomBarContext.Provider>
  );
}
