import { MAX_PAGE } from '@app/shared/constants';
import type { BlogCategoryCount, BlogPostDto } from '@app/shared/schemas/dtos';
import type { Page } from '@app/shared/schemas/pagination';
import { parseTextBlocks } from '../../lib/text-blocks';
import { m } from '../../lib/i18n';

/** Every blog card and the home page show a fixed reading time (section 9), in the page's language. */
export const READ_TIME = () => m.blog_read_time();

/** Used when a post has no image of its own (section 3). */
export const FALLBACK_BLOG_IMAGE = '/images/blog/fallback.jpg';

export const ALL_CATEGORIES = 'All';

export const blogImage = (post: Pick<BlogPostDto, 'imageUrl'>) => post.imageUrl || FALLBACK_BLOG_IMAGE;

/** Articles per page of the blog list (three rows of three cards). */
export const BLOG_PAGE_SIZE = 9;

/** 'Related Articles' on an article page (section 2). */
export const RELATED_POSTS_COUNT = 3;

/** The blog list's state, kept in the URL: /blog?search=forklift&category=Hiring%20Tips&page=2. */
export interface BlogSearch {
  search?: string;
  category?: string;
  page?: number;
}

/** A text from the URL (the router reads `?search=123` as a number). */
export function textParam(value: unknown, max: number): string | undefined {
  const raw = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return typeof raw === 'string' && raw.trim() ? raw.trim().slice(0, max) : undefined;
}

/** A page number from the URL: a whole number from 2 up (page 1 is the default and stays out of the URL). */
export function pageParam(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,5}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 2 && n <= MAX_PAGE ? n : undefined;
}

/** Reads the URL search of /blog, dropping anything unusable. */
export function parseBlogSearch(raw: Record<string, unknown>): BlogSearch {
  const category = textParam(raw.category, 60);
  const result: BlogSearch = {
    search: textParam(raw.search, 200),
    category: category && category.toLowerCase() !== ALL_CATEGORIES.toLowerCase() ? category : undefined,
    page: pageParam(raw.page),
  };
  return Object.fromEntries(Object.entries(result).filter(([, v]) => v !== undefined)) as BlogSearch;
}

/**
 * Route `validateSearch`: parseBlogSearch, with the keys it leaves out cleared (the router lays a
 * route's answer over the address's own values: a plain form's blank 'search=' would stay).
 */
export const validateBlogSearch = (raw: Record<string, unknown>): BlogSearch => ({
  search: undefined,
  category: undefined,
  page: undefined,
  ...parseBlogSearch(raw),
});

/** The blog.list input for a state of the list. */
export const blogListInput = (search: BlogSearch) => ({
  search: search.search,
  category: search.category,
  page: search.page ?? 1,
  limit: BLOG_PAGE_SIZE,
});

/** The blog.list input for the related articles of a post: others, its category first. */
export const relatedPostsInput = (slug: string) => ({ related: slug, limit: RELATED_POSTS_COUNT });

export const isFiltered = (search: BlogSearch) => Boolean(search.search || search.category);

/**
 * The category buttons: All, then every category of the published posts (most posts first) with
 * its count. The chosen category keeps its button even when it has no posts (an old link).
 */
export function categoryButtons(categories: readonly BlogCategoryCount[], selected?: string): { name: string; count?: number }[] {
  const buttons: { name: string; count?: number }[] = [{ name: ALL_CATEGORIES }, ...categories.map((c) => ({ name: c.name, count: c.count }))];
  if (selected && !categories.some((c) => c.name.toLowerCase() === selected.toLowerCase())) buttons.push({ name: selected, count: 0 });
  return buttons;
}

/** Whether a category button stands for the chosen category (names match in any case). */
export const isSelectedCategory = (name: string, selected?: string) => (selected ? name.toLowerCase() === selected.toLowerCase() : name === ALL_CATEGORIES);

/** 'Showing 10–18 of 25 articles in Hiring Tips matching "forklift"'. */
export function resultLabel(page: Pick<Page<unknown>, 'total' | 'page' | 'limit'> & { shown: number }, search: BlogSearch): string {
  const { total } = page;
  const from = (page.page - 1) * page.limit + 1;
  const to = from + page.shown - 1;
  const base =
    total === 1
      ? m.blog_result_one()
      : page.shown === total
        ? m.blog_result_all({ total })
        : m.blog_result_range({ range: from === to ? String(from) : `${from}–${to}`, total });
  return `${base}${search.category ? m.blog_result_in_category({ category: search.category }) : ''}${search.search ? m.blog_result_matching({ search: search.search }) : ''}`;
}

// ---------------------------------------------------------------- article body

/** A run of text, bold or not. */
export interface Inline {
  text: string;
  bold?: boolean;
}

export type Block =
  { kind: 'heading'; level: 2 | 3; text: string } | { kind: 'paragraph'; inlines: Inline[] } | { kind: 'list'; ordered: boolean; items: Inline[][] };

/** `**bold**` runs become bold inlines; everything else stays plain text. */
export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: match[1]!, bold: true });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts.length ? parts : [{ text }];
}

/**
 * The article body is plain text: blocks separated by blank lines. A line starting with `## `
 * or `### ` is a heading, runs of lines starting with `- ` (or `1. `) are a list, other lines are
 * joined into a paragraph, and `**text**` is bold. Nothing is ever treated as HTML.
 */
export function parseContent(content: string): Block[] {
  return parseTextBlocks(content, { headings: true }).map((block): Block => {
    switch (block.kind) {
      case 'heading':
        return { ...block, text: block.text.replace(/\*\*/g, '') };
      case 'paragraph':
        return { kind: 'paragraph', inlines: parseInline(block.lines.join(' ')) };
      case 'list':
        return { kind: 'list', ordered: block.ordered, items: block.items.map((item) => parseInline(item)) };
    }
  });
}
