import { m } from '../../lib/i18n';
import type { MouseEvent } from 'react';
import { Group, Pagination, Text } from '@mantine/core';
import { formatCount } from '../../lib/format';
import { pageCount } from '@app/shared/page-math';
import type { Page } from '@app/shared/schemas/pagination';

export type PageState = Pick<Page<unknown>, 'page' | 'limit' | 'total'>;

/** 'Showing 21–40 of 153 applications' (without a noun: 'Showing 21–40 of 153'); '' for an empty list. */
export function pageRangeText({ page, limit, total }: PageState, noun?: string): string {
  if (total === 0) return '';
  const from = Math.min((page - 1) * limit + 1, total);
  const to = Math.min(page * limit, total);
  const fmt = formatCount;
  return m.list_showing({ from: fmt(from), to: fmt(to), total: fmt(total) }) + (noun ? ` ${noun}` : '');
}

/** A plain click (no modifier key, main button): the page handles it; any other opens the link as the browser does. */
const isPlainClick = (event: MouseEvent<HTMLElement>) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The page links under a paged list (jobs, blog, every admin list); nothing when everything fits
 * on one page. `onChange` receives the 1-based page chosen. With `hrefOf` the pages are real links
 * (`<a href>`) that crawlers and a browser without JavaScript follow; a plain click still goes to
 * `onChange`.
 */
export function ListPagination({
  page,
  onChange,
  label,
  disabled,
  hrefOf,
}: {
  page: PageState;
  onChange: (page: number) => void;
  label: string;
  disabled?: boolean;
  hrefOf?: (page: number) => string;
}) {
  const pages = pageCount(page);
  if (pages <= 1) return null;
  const current = Math.min(page.page, pages);
  const linkTo = (target: number) =>
    hrefOf && !disabled
      ? {
          component: 'a' as const,
          href: hrefOf(target),
          onClick: (event: MouseEvent<HTMLElement>) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onChange(target);
          },
        }
      : {};
  const controlTarget = { first: 1, previous: current - 1, next: current + 1, last: pages } as const;
  return (
    <Group component="nav" aria-label={label} justify="center" mt="md">
      <Pagination
        total={pages}
        value={current}
        onChange={onChange}
        disabled={disabled}
        withEdges
        siblings={1}
        boundaries={1}
        getControlProps={(control) => {
          const target = controlTarget[control];
          return {
            'aria-label': { first: m.list_first_page, previous: m.list_previous_page, next: m.list_next_page, last: m.list_last_page }[control](),
            ...(target >= 1 && target <= pages && target !== current ? linkTo(target) : {}),
          };
        }}
        getItemProps={(n) => ({ 'aria-label': m.list_page({ n: String(n) }), 'aria-current': n === current ? 'page' : undefined, ...linkTo(n) })}
      />
    </Group>
  );
}

/** The range line above a list, read out when it changes. */
export function ListTotal({ page, noun }: { page: PageState; noun?: string }) {
  const text = pageRangeText(page, noun);
  return text ? (
    <Text size="sm" c="dimmed" aria-live="polite" data-testid="list-range">
      {text}
    </Text>
  ) : null;
}
