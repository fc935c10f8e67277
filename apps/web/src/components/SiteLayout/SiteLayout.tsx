import type { ReactNode } from 'react';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { MobileBottomBar } from './MobileBottomBar';

/** Header, page, footer and the narrow-screen bottom bar: the frame of every public page. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} style={{ outline: 'none', minHeight: '60vh' }}>
        {children}
      </main>
      <SiteFooter />
      <MobileBottomBar />
    </>
  );
}
