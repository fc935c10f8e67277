import { describe, expect, it } from 'vitest';
import { ALL_CATEGORIES, FALLBACK_BLOG_IMAGE, blogCategories, blogImage, filterPosts, parseContent, parseInline, relatedPosts, shareUrl } from './blog';

const post = (slug: string, category: string, title = slug, extra: Partial<{ excerpt: string; content: string }> = {}) => ({
  slug,
  category,
  title,
  excerpt: extra.excerpt ?? `Excerpt of ${slug}`,
  content: extra.content ?? `Content of ${slug}`,
});

const posts = [
  post('a', 'Hiring Tips', 'How to Hire Seasonal Staff'),
  post('b', 'Transportation', 'FTL vs LTL', { excerpt: 'Choosing a FREIGHT option' }),
  post('c', 'Hiring Tips', 'Writing a Job Posting', { content: 'Mention the forklift certificate.' }),
  post('d', 'Career Advice', 'Acing the Interview'),
  post('e', 'Transportation', 'Cross-Border Basics'),
];

describe('blogCategories', () => {
  it('lists All first, then each category present once, in order of appearance', () => {
    expect(blogCategories(posts)).toEqual([ALL_CATEGORIES, 'Hiring Tips', 'Transportation', 'Career Advice']);
    expect(blogCategories([])).toEqual([ALL_CATEGORIES]);
  });
});

describe('filterPosts', () => {
  it('matches title, excerpt or content, ignoring case', () => {
    expect(filterPosts(posts, 'seasonal').map((p) => p.slug)).toEqual(['a']);
    expect(filterPosts(posts, 'freight').map((p) => p.slug)).toEqual(['b']);
    expect(filterPosts(posts, 'FORKLIFT').map((p) => p.slug)).toEqual(['c']);
    expect(filterPosts(posts, '  ')).toHaveLength(posts.length);
  });

  it('filters by category and combines with the search', () => {
    expect(filterPosts(posts, '', 'Transportation').map((p) => p.slug)).toEqual(['b', 'e']);
    expect(filterPosts(posts, 'cross', 'Transportation').map((p) => p.slug)).toEqual(['e']);
    expect(filterPosts(posts, 'cross', 'Hiring Tips')).toEqual([]);
    expect(filterPosts(posts, '', ALL_CATEGORIES)).toHaveLength(5);
  });
});

describe('relatedPosts', () => {
  it('returns up to three other posts, same category first', () => {
    expect(relatedPosts(posts, posts[1]!).map((p) => p.slug)).toEqual(['e', 'a', 'c']);
    expect(relatedPosts(posts, posts[3]!).map((p) => p.slug)).toEqual(['a', 'b', 'c']);
  });

  it('never includes the current post and copes with short lists', () => {
    expect(relatedPosts(posts.slice(0, 2), posts[0]!).map((p) => p.slug)).toEqual(['b']);
    expect(relatedPosts([posts[0]!], posts[0]!)).toEqual([]);
  });
});

describe('blogImage', () => {
  it('uses the fallback when a post has no image', () => {
    expect(blogImage({ imageUrl: null })).toBe(FALLBACK_BLOG_IMAGE);
    expect(blogImage({ imageUrl: '' })).toBe(FALLBACK_BLOG_IMAGE);
    expect(blogImage({ imageUrl: '/images/blog/x.jpg' })).toBe('/images/blog/x.jpg');
  });
});

describe('shareUrl', () => {
  const page = { url: 'https://example.ca/blog/a?x=1', title: 'Tips & Tricks', excerpt: 'Short, sweet.' };
  it('builds the share links from the page URL, title and excerpt', () => {
    expect(shareUrl('facebook', page)).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.ca%2Fblog%2Fa%3Fx%3D1&quote=Tips%20%26%20Tricks');
    expect(shareUrl('twitter', page)).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.ca%2Fblog%2Fa%3Fx%3D1&text=Tips%20%26%20Tricks');
    const linkedin = new URL(shareUrl('linkedin', page));
    expect(linkedin.origin + linkedin.pathname).toBe('https://www.linkedin.com/shareArticle');
    expect(linkedin.searchParams.get('url')).toBe(page.url);
    expect(linkedin.searchParams.get('title')).toBe(page.title);
    expect(linkedin.searchParams.get('summary')).toBe(page.excerpt);
  });
});

describe('parseContent', () => {
  it('turns blank-line separated text into headings, paragraphs and lists', () => {
    const blocks = parseContent(
      'First line\ncontinues here.\n\n## A Heading\n\n- **Bold** item one\n- item two\n\n### Smaller\nText right after.\n\n1. first\n2. second',
    );
    expect(blocks).toEqual([
      { kind: 'paragraph', inlines: [{ text: 'First line continues here.' }] },
      { kind: 'heading', level: 2, text: 'A Heading' },
      { kind: 'list', ordered: false, items: [[{ text: 'Bold', bold: true }, { text: ' item one' }], [{ text: 'item two' }]] },
      { kind: 'heading', level: 3, text: 'Smaller' },
      { kind: 'paragraph', inlines: [{ text: 'Text right after.' }] },
      { kind: 'list', ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] },
    ]);
  });

  it('keeps markup-looking text as plain text', () => {
    const blocks = parseContent('<script>alert(1)</script> and <b>tags</b>');
    expect(blocks).toEqual([{ kind: 'paragraph', inlines: [{ text: '<script>alert(1)</script> and <b>tags</b>' }] }]);
  });

  it('handles Windows line endings and empty input', () => {
    expect(parseContent('One\r\n\r\nTwo')).toHaveLength(2);
    expect(parseContent('')).toEqual([]);
  });

  it('parses bold runs', () => {
    expect(parseInline('a **b** c **d**')).toEqual([{ text: 'a ' }, { text: 'b', bold: true }, { text: ' c ' }, { text: 'd', bold: true }]);
  });
});
