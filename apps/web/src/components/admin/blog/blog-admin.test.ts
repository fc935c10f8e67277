import { describe, expect, it } from 'vitest';
import { BLOG_TABS, blogStats, filterPosts, slugTaken } from './blog-admin';

const posts = [
  { id: 1, slug: 'a', published: true },
  { id: 2, slug: 'b', published: false },
  { id: 3, slug: 'c', published: true },
];

describe('blog admin helpers', () => {
  it('counts total, published and drafts', () => {
    expect(blogStats(posts)).toEqual({ total: 3, published: 2, drafts: 1 });
    expect(blogStats([])).toEqual({ total: 0, published: 0, drafts: 0 });
  });

  it('filters by tab', () => {
    expect(filterPosts(posts, 'all').map((p) => p.id)).toEqual([1, 2, 3]);
    expect(filterPosts(posts, 'published').map((p) => p.id)).toEqual([1, 3]);
    expect(filterPosts(posts, 'drafts').map((p) => p.id)).toEqual([2]);
  });

  it('knows when a slug belongs to another post', () => {
    expect(slugTaken(posts, 'b')).toBe(true);
    expect(slugTaken(posts, 'b', 2)).toBe(false);
    expect(slugTaken(posts, 'new-slug')).toBe(false);
    expect(slugTaken(posts, '  ')).toBe(false);
  });

  it('words the empty states as the spec does', () => {
    expect(BLOG_TABS.map((t) => [t.label, t.empty])).toEqual([
      ['All', 'No blog posts yet'],
      ['Published', 'No published posts'],
      ['Drafts', 'No draft posts'],
    ]);
  });
});
