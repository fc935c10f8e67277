import type { BlogStatusCounts } from '@app/shared/schemas/dtos';
import type { BlogStatus } from '@app/shared/schemas/inputs';
import { pageParam, textParam } from '../../blog/blog';

/** Logic of the admin Blog Posts screen: tabs, empty states and the state kept in the URL. */

export type BlogTab = 'all' | 'published' | 'drafts';

export const BLOG_TABS: { value: BlogTab; label: string; status: BlogStatus; empty: string; hint: string }[] = [
  {
    value: 'all',
    label: 'All',
    status: 'all',
    empty: 'No blog posts yet',
    hint: 'Write your first article to share news and advice with candidates and clients.',
  },
  { value: 'published', label: 'Published', status: 'published', empty: 'No published posts', hint: 'Published articles appear on the public blog.' },
  { value: 'drafts', label: 'Drafts', status: 'draft', empty: 'No draft posts', hint: 'Posts you have not published yet appear here.' },
];

/** Posts per page of the admin list. */
export const ADMIN_BLOG_PAGE_SIZE = 10;

/** The screen's state in the URL: /admin/blog?tab=drafts&search=winter&page=2 (the 'all' tab and page 1 stay out). */
export interface AdminBlogSearch {
  tab?: Exclude<BlogTab, 'all'>;
  search?: string;
  page?: number;
}

const isTab = (v: unknown): v is Exclude<BlogTab, 'all'> => v === 'published' || v === 'drafts';

export function parseAdminBlogSearch(raw: Record<string, unknown>): AdminBlogSearch {
  const result: AdminBlogSearch = { tab: isTab(raw.tab) ? raw.tab : undefined, search: textParam(raw.search, 200), page: pageParam(raw.page) };
  return Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) as AdminBlogSearch;
}

/** The blog.adminList input for a state of the screen. */
export function adminBlogInput(search: AdminBlogSearch) {
  const tab = BLOG_TABS.find((t) => t.value === (search.tab ?? 'all'))!;
  return { status: tab.status, search: search.search, page: search.page ?? 1, limit: ADMIN_BLOG_PAGE_SIZE };
}

/** The tab badges, from the server's counts of every post. */
export const tabCounts = (counts: BlogStatusCounts): Record<BlogTab, number> => ({ all: counts.all, published: counts.published, drafts: counts.draft });
