import { describe, expect, it } from 'vitest';
import { ADMIN_BLOG_PAGE_SIZE, BLOG_TABS, adminBlogInput, parseAdminBlogSearch, tabCounts } from './blog-admin';

describe('blog admin helpers', () => {
  it('reads the tab, search and page from the URL, dropping the defaults and bad values', () => {
    expect(parseAdminBlogSearch({ tab: 'drafts', search: ' winter ', page: 2 })).toEqual({ tab: 'drafts', search: 'winter', page: 2 });
    expect(parseAdminBlogSearch({ tab: 'all', search: '', page: 1 })).toEqual({});
    expect(parseAdminBlogSearch({ tab: 'archived', page: -3 })).toEqual({});
  });

  it('asks the server for one page of one status', () => {
    expect(adminBlogInput({})).toEqual({ status: 'all', search: undefined, page: 1, limit: ADMIN_BLOG_PAGE_SIZE });
    expect(adminBlogInput({ tab: 'drafts', search: 'winter', page: 3 })).toEqual({ status: 'draft', search: 'winter', page: 3, limit: ADMIN_BLOG_PAGE_SIZE });
    expect(adminBlogInput({ tab: 'published' }).status).toBe('published');
  });

  it('takes the tab counts from the server counts', () => {
    expect(tabCounts({ all: 12, published: 9, draft: 3 })).toEqual({ all: 12, published: 9, drafts: 3 });
  });

  it('words the empty states as the spec does', () => {
    expect(BLOG_TABS.map((t) => [t.label, t.empty])).toEqual([
      ['All', 'No blog posts yet'],
      ['Published', 'No published posts'],
      ['Drafts', 'No draft posts'],
    ]);
  });
});
