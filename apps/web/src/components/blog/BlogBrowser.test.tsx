import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogListPage, BlogPostSummaryDto } from '@app/shared/schemas/dtos';
import { renderWithProviders, trpcOk } from '../../test-utils';
import { BlogBrowser } from './BlogBrowser';
import { BLOG_PAGE_SIZE } from './blog';

// The cards link with the router's Link; a plain anchor stands in for it here.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, params, children, className }: { to: string; params?: { slug: string }; children: ReactNode; className?: string }) => (
    <a href={params ? to.replace('$slug', params.slug) : to} className={className}>
      {children}
    </a>
  ),
}));

const post = (id: number, category = 'Hiring Tips'): BlogPostSummaryDto => ({
  id,
  slug: `post-${id}`,
  title: `Post number ${id}`,
  excerpt: `Excerpt ${id}`,
  content: `Start of post ${id}…`,
  imageUrl: null,
  category,
  author: 'Editorial Team',
  published: true,
  publishedAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
});

const page = (over: Partial<BlogListPage>): BlogListPage => ({
  items: [],
  total: 0,
  page: 1,
  limit: BLOG_PAGE_SIZE,
  categories: [{ name: 'Hiring Tips', count: 12 }],
  ...over,
});

/** The input of the blog.list call the component made (tRPC batch GET). */
function listInput(call: unknown[]): unknown {
  const url = new URL(String(call[0]), 'http://localhost');
  expect(url.pathname).toBe('/trpc/blog.list');
  return (JSON.parse(url.searchParams.get('input')!) as Record<string, unknown>)['0'];
}

describe('BlogBrowser', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the page, search and category of the URL and shows its answer', async () => {
    fetchMock.mockResolvedValue(trpcOk(page({ items: [post(10), post(11)], total: 11, page: 2 })));
    const onChange = vi.fn();
    renderWithProviders(<BlogBrowser value={{ search: 'forklift', category: 'Hiring Tips', page: 2 }} onChange={onChange} />);

    expect((await screen.findByRole('link', { name: 'Post number 10' })).getAttribute('href')).toBe('/blog/post-10');
    expect(listInput(fetchMock.mock.calls[0]!)).toEqual({ search: 'forklift', category: 'Hiring Tips', page: 2, limit: BLOG_PAGE_SIZE });
    expect(screen.getByTestId('blog-result-count').textContent).toBe('Showing 10–11 of 11 articles in Hiring Tips matching "forklift"');

    // Two pages: the pager moves to page 1 (kept out of the URL).
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).toHaveBeenLastCalledWith({ search: 'forklift', category: 'Hiring Tips', page: undefined });
  });

  it('pages forward through the server', async () => {
    fetchMock.mockResolvedValue(trpcOk(page({ items: Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => post(i + 1)), total: 20 })));
    const onChange = vi.fn();
    renderWithProviders(<BlogBrowser value={{}} onChange={onChange} />);
    await screen.findByRole('link', { name: 'Post number 1' });
    expect(screen.getAllByTestId('blog-card')).toHaveLength(BLOG_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2 });
  });

  it("shows 'Coming Soon' when there is no published post at all", async () => {
    fetchMock.mockResolvedValue(trpcOk(page({ categories: [] })));
    renderWithProviders(<BlogBrowser value={{}} onChange={() => {}} />);
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
    expect(screen.queryByLabelText('Search articles')).toBeNull();
  });

  it('says when nothing matches and clears the filters', async () => {
    fetchMock.mockResolvedValue(trpcOk(page({ items: [], total: 0 })));
    const onChange = vi.fn();
    renderWithProviders(<BlogBrowser value={{ search: 'zzqx' }} onChange={onChange} />);
    expect(await screen.findByRole('heading', { name: 'No articles found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('moves a page past the end back to the last page', async () => {
    fetchMock.mockResolvedValue(trpcOk(page({ items: [], total: 12, page: 7 })));
    const onChange = vi.fn();
    renderWithProviders(<BlogBrowser value={{ page: 7 }} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ page: 2 }, { replace: true }));
  });
});
