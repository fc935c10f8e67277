import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, trpcOk } from '../../test-utils';
import { LatestPosts } from './LatestPosts';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, params, children, className }: { to: string; params?: { slug: string }; children: ReactNode; className?: string }) => (
    <a href={params ? to.replace('$slug', params.slug) : to} className={className}>
      {children}
    </a>
  ),
}));

const post = (id: number) => ({
  id,
  slug: `latest-${id}`,
  title: `Latest ${id}`,
  excerpt: `Excerpt ${id}`,
  content: 'Start…',
  imageUrl: null,
  category: 'Hiring Tips',
  author: 'Editorial Team',
  published: true,
  publishedAt: '2026-01-10T12:00:00.000Z',
  updatedAt: '2026-01-10T12:00:00.000Z',
});

describe('LatestPosts', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for exactly three posts and shows them in order', async () => {
    fetchMock.mockResolvedValue(trpcOk({ items: [post(3), post(2), post(1)], total: 8, page: 1, limit: 3, categories: [] }));
    renderWithProviders(<LatestPosts />);
    const links = await screen.findAllByRole('link', { name: /^Latest \d$/ });
    expect(links.map((a) => a.textContent)).toEqual(['Latest 3', 'Latest 2', 'Latest 1']);
    expect(links[0]!.getAttribute('href')).toBe('/blog/latest-3');
    const url = new URL(String(fetchMock.mock.calls[0]![0]), 'http://localhost');
    expect(url.pathname).toBe('/trpc/blog.list');
    expect(JSON.parse(url.searchParams.get('input')!)).toEqual({ 0: { limit: 3 } });
  });

  it('says so when there are no posts yet', async () => {
    fetchMock.mockResolvedValue(trpcOk({ items: [], total: 0, page: 1, limit: 3, categories: [] }));
    renderWithProviders(<LatestPosts />);
    expect(await screen.findByText('New articles are coming soon.')).toBeTruthy();
  });
});
