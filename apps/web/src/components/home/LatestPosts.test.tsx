import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_COMPANY_SETTINGS } from '@app/shared/company';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, trpcServer } from '../../test-utils';
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

// The section names the company from Site Settings (its short form: 'Maplewood').
const settings = () => ({ ...DEFAULT_COMPANY_SETTINGS, companyName: 'Maplewood Staffing Group', maintenanceMode: false });

describe('LatestPosts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for exactly three posts and shows them in order', async () => {
    const server = trpcServer({
      'blog.list': () => ({ items: [post(3), post(2), post(1)], total: 8, page: 1, limit: 3, categories: [] }),
      'settings.public': settings,
    });
    renderWithProviders(<LatestPosts />);
    const links = await screen.findAllByRole('link', { name: /^Latest \d$/ });
    expect(links.map((a) => a.textContent)).toEqual(['Latest 3', 'Latest 2', 'Latest 1']);
    expect(links[0]!.getAttribute('href')).toBe('/blog/latest-3');
    expect(server.named('blog.list')).toEqual([{ limit: 3 }]);
    expect(await screen.findByText('Hiring advice, career tips and supply-chain insights from the Maplewood team.')).toBeTruthy();
  });

  it('says so when there are no posts yet', async () => {
    trpcServer({ 'blog.list': () => ({ items: [], total: 0, page: 1, limit: 3, categories: [] }), 'settings.public': settings });
    renderWithProviders(<LatestPosts />);
    expect(await screen.findByText('New articles are coming soon.')).toBeTruthy();
  });
});
