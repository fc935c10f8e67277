import { createContext, useContext, useLayoutEffect } from 'react';

/** Registers a page's own fixed bottom bar with the site layout; returns the unregister function. */
export const PageBottomBarContext = createContext<() => () => void>(() => () => {});

/**
 * For a page's own fixed bottom bar (the transportation quote bar): while it is mounted the site
 * layout leaves out its mobile bottom bar, so a phone shows one bar, not two stacked ones. A layout
 * effect, so the site bar is gone before the first paint.
 */
export function useReplacesSiteBottomBar() {
  const register = useContext(PageBottomBarContext);
  useLayoutEffect(() => register(), [register]);
}
