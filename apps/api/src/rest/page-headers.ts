import { pageCount } from '@app/shared/page-math';
import type { Page } from '@app/shared/schemas/pagination';

/**
 * X-Total-Count and an RFC 8288 Link header for a page of a list. The links keep the request's
 * own query string (filters, sort) and change only page and limit; they are relative to this
 * server, so no Host header is trusted to write them.
 */
export function pageHeaders(requestUrl: string, page: Pick<Page<unknown>, 'total' | 'page' | 'limit'>): Record<string, string> {
  const [path, search = ''] = requestUrl.split('?', 2) as [string, string?];
  const last = pageCount(page);
  const link = (target: number, rel: string) => {
    const params = new URLSearchParams(search);
    params.set('page', String(target));
    params.set('limit', String(page.limit));
    return `<${path}?${params.toString()}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page.page > 1) links.push(link(Math.min(page.page - 1, last), 'prev'));
  if (page.page < last) links.push(link(page.page + 1, 'next'));
  links.push(link(last, 'last'));
  return { 'x-total-count': String(page.total), link: links.join(', ') };
}
