import { useEffect, useEffectEvent } from 'react';
import { pageCount } from '@app/shared/page-math';

interface ListPage {
  items: readonly unknown[];
  total: number;
  page: number;
  limit: number;
}

/**
 * A list answered a page past its end (its last rows deleted, or an old link): `toPage` is asked
 * once for the last page there is (undefined for the first). Answers that last page while the list
 * is past its end (the screen shows it loading), otherwise null.
 */
export function usePagePastEnd(list: ListPage | undefined, toPage: (page: number | undefined) => void): number | null {
  const last = list && list.items.length === 0 && list.total > 0 && list.page > 1 ? pageCount(list) : null;
  // The latest search and navigation at that moment: only reaching a page past the end moves it.
  const go = useEffectEvent((page: number) => toPage(page > 1 ? page : undefined));
  useEffect(() => {
    if (last !== null) go(last);
  }, [last]);
  return last;
}
