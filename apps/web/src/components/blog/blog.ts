import type { BlogPostDto } from '@app/validators';

/** Every blog card and the home page show a fixed reading time (section 9). */
export const READ_TIME = '5 min read';

/** Used when a post has no image of its own (section 3). */
export const FALLBACK_BLOG_IMAGE = '/images/blog/fallback.jpg';

export const ALL_CATEGORIES = 'All';

export const blogImage = (post: Pick<BlogPostDto, 'imageUrl'>) => post.imageUrl || FALLBACK_BLOG_IMAGE;

/** The category buttons: All, then each category present in the posts, in order of first appearance. */
export function blogCategories(posts: readonly Pick<BlogPostDto, 'category'>[]): string[] {
  const seen = new Set<string>();
  for (const post of posts) {
    const category = post.category?.trim();
    if (category) seen.add(category);
  }
  return [ALL_CATEGORIES, ...seen];
}

/** Client-side blog search: title, excerpt or content contains the search text (any case); then the category. */
export function filterPosts<T extends Pick<BlogPostDto, 'title' | 'excerpt' | 'content' | 'category'>>(
  posts: readonly T[],
  search: string,
  category: string = ALL_CATEGORIES,
): T[] {
  const needle = search.trim().toLowerCase();
  return posts.filter((post) => {
    if (category !== ALL_CATEGORIES && post.category !== category) return false;
    if (!needle) return true;
    return [post.title, post.excerpt, post.content].some((field) => field.toLowerCase().includes(needle));
  });
}

/** Up to three other posts for "Related Articles": same category first, otherwise in list order (newest first). */
export function relatedPosts<T extends Pick<BlogPostDto, 'slug' | 'category'>>(posts: readonly T[], current: Pick<BlogPostDto, 'slug' | 'category'>, limit = 3): T[] {
  const others = posts.filter((post) => post.slug !== current.slug);
  const same = others.filter((post) => post.category === current.category);
  const rest = others.filter((post) => post.category !== current.category);
  return [...same, ...rest].slice(0, limit);
}

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin';

/** Share links built from the page URL, title and excerpt. */
export function shareUrl(network: ShareNetwork, page: { url: string; title: string; excerpt: string }): string {
  const url = encodeURIComponent(page.url);
  const title = encodeURIComponent(page.title);
  const excerpt = encodeURIComponent(page.excerpt);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${title}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'linkedin':
      return `https://www.linkedin.com/shareArticle?mini=true&url=${url}&title=${title}&summary=${excerpt}`;
  }
}

// ---------------------------------------------------------------- article body

/** A run of text, bold or not. */
export interface Inline {
  text: string;
  bold?: boolean;
}

export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; inlines: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

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

const HEADING = /^(#{2,3})\s+/;
const BULLET = /^[-*•]\s+/;
const NUMBERED = /^\d{1,3}[.)]\s+/;

/**
 * The article body is plain text: blocks separated by blank lines. A line starting with `## `
 * or `### ` is a heading, runs of lines starting with `- ` (or `1. `) are a list, other lines are
 * joined into a paragraph, and `**text**` is bold. Nothing is ever treated as HTML.
 */
export function parseContent(content: string): Block[] {
  const blocks: Block[] = [];
  const chunks = content.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const chunk of chunks) {
    let paragraph: string[] = [];
    let list = null as { ordered: boolean; items: Inline[][] } | null;
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', inlines: parseInline(paragraph.join(' ')) });
      if (list) blocks.push({ kind: 'list', ...list });
      paragraph = [];
      list = null;
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const heading = HEADING.exec(line);
      if (heading) {
        flush();
        blocks.push({ kind: 'heading', level: heading[1]!.length === 3 ? 3 : 2, text: line.slice(heading[0].length).replace(/\*\*/g, '') });
        continue;
      }
      const ordered = NUMBERED.test(line);
      if (ordered || BULLET.test(line)) {
        if (paragraph.length || (list && list.ordered !== ordered)) flush();
        list ??= { ordered, items: [] };
        list.items.push(parseInline(line.replace(ordered ? NUMBERED : BULLET, '')));
        continue;
      }
      if (list) flush();
      paragraph.push(line);
    }
    flush();
  }
  return blocks;
}
