import type { BlogPostDto } from '@app/validators';

/** Client-side logic of the admin Blog Posts screen: stats, tabs and empty states. */

export type BlogTab = 'all' | 'published' | 'drafts';

export const BLOG_TABS: { value: BlogTab; label: string; empty: string; hint: string }[] = [
  { value: 'all', label: 'All', empty: 'No blog posts yet', hint: 'Write your first article to share news and advice with candidates and clients.' },
  { value: 'published', label: 'Published', empty: 'No published posts', hint: 'Published articles appear on the public blog.' },
  { value: 'drafts', label: 'Drafts', empty: 'No draft posts', hint: 'Posts you have not published yet appear here.' },
];

/** The same message the server answers with (409) when the slug belongs to another post. */
export const SLUG_TAKEN = 'This slug is already used by another post. Choose a different slug.';

export function blogStats(posts: Pick<BlogPostDto, 'published'>[]) {
  const published = posts.filter((p) => p.published).length;
  return { total: posts.length, published, drafts: posts.length - published };
}

export function filterPosts<T extends Pick<BlogPostDto, 'published'>>(posts: T[], tab: BlogTab): T[] {
  if (tab === 'published') return posts.filter((p) => p.published);
  if (tab === 'drafts') return posts.filter((p) => !p.published);
  return posts;
}

/** True when another post (not `exceptId`) already uses the slug. */
export function slugTaken(posts: Pick<BlogPostDto, 'id' | 'slug'>[], slug: string, exceptId?: number): boolean {
  const wanted = slug.trim();
  return wanted !== '' && posts.some((p) => p.slug === wanted && p.id !== exceptId);
}
