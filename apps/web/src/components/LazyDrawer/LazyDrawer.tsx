import type { DrawerProps } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { afterPageSettles } from '../../lib/after-page-settles';
import { lazyNamed } from '../../lib/lazy-named';

const loadDrawer = () => import('./drawer');
const Drawer = lazyNamed(loadDrawer, 'Drawer');

/**
 * A Mantine Drawer whose code is not part of the first paint: it loads once the page has settled
 * (or at the first open, whichever comes first) and renders from its first opening on.
 */
export function LazyDrawer(props: DrawerProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  useEffect(() => afterPageSettles(() => void loadDrawer()), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}
