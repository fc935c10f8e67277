import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  BLOG_PAGE_SIZE,
  FALLBACK_BLOG_IMAGE,
  blogImage,
  blogListInput,
  categoryButtons,
  isFiltered,
  isSelectedCategory,
  pageParam,
  parseBlogSearch,
  parseContent,
  parseInline,
  relatedPostsInput,
  resultLabel,
  textParam,
  validateBlogSearch,
} from './blog';

describe('parseBlogSearch (the /blog URL)', () => {
  it('keeps a search, a category and a page from 2 up', () => {
    expect(parseBlogSearch({ search: '  forklift ', category: 'Hiring Tips', page: 3 })).toEqual({ search: 'forklift', category: 'Hiring Tips', page: 3 });
    expect(parseBlogSearch({ page: '12' })).toEqual({ page: 12 });
  });

  it('drops blanks, All, page 1 and unusable values', () => {
    expect(parseBlogSearch({ search: '   ', category: 'All', page: 1 })).toEqual({});
    expect(parseBlogSearch({ category: 'all', page: 0 })).toEqual({});
    expect(parseBlogSearch({ page: 'two', search: ['a'], category: { x: 1 } })).toEqual({});
    expect(parseBlogSearch({ page: 2.5 })).toEqual({});
    expect(parseBlogSearch({ page: 99_999 })).toEqual({});
  });

  it("as the route's validateSearch, clears what a plain form sent blank (the router keeps the address's own values under it)", () => {
    const raw = { search: '', category: '', page: '1' };
    expect({ ...raw, ...validateBlogSearch(raw) }).toEqual({});
    expect({ ...raw, ...validateBlogSearch({ ...raw, search: 'cusma' }) }).toEqual({ search: 'cusma' });
  });

  it('reads a numeric search the router parsed as a number', () => {
    expect(parseBlogSearch({ search: 401 })).toEqual({ search: '401' });
    expect(textParam(Number.NaN, 10)).toBeUndefined();
    expect(textParam('x'.repeat(300), 200)).toHaveLength(200);
    expect(pageParam('7')).toBe(7);
    expect(pageParam(' 1 ')).toBeUndefined();
  });
});

describe('blog.list inputs', () => {
  it('asks the server for one page of the list', () => {
    expect(blogListInput({})).toEqual({ search: undefined, category: undefined, page: 1, limit: BLOG_PAGE_SIZE });
    expect(blogListInput({ search: 'cusma', category: 'Transportation', page: 2 })).toEqual({
      search: 'cusma',
      category: 'Transportation',
      page: 2,
      limit: BLOG_PAGE_SIZE,
    });
  });

  it('asks for three related posts of an article', () => {
    expect(relatedPostsInput('ftl-vs-ltl')).toEqual({ related: 'ftl-vs-ltl', limit: 3 });
  });

  it('knows when the list is filtered', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ page: 3 })).toBe(false);
    expect(isFiltered({ search: 'x' })).toBe(true);
    expect(isFiltered({ category: 'Hiring Tips' })).toBe(true);
  });
});

describe('categoryButtons', () => {
  const categories = [
    { name: 'Hiring Tips', count: 3 },
    { name: 'Transportation', count: 2 },
  ];

  it("puts All first, then the server's categories with their counts", () => {
    expect(categoryButtons(categories)).toEqual([{ name: ALL_CATEGORIES }, { name: 'Hiring Tips', count: 3 }, { name: 'Transportation', count: 2 }]);
    expect(categoryButtons([])).toEqual([{ name: ALL_CATEGORIES }]);
  });

  it('keeps a button for a chosen category that has no posts', () => {
    expect(categoryButtons(categories, 'hiring tips')).toHaveLength(3);
    expect(categoryButtons(categories, 'Gone')).toEqual([...categoryButtons(categories), { name: 'Gone', count: 0 }]);
  });

  it('marks the chosen button, ignoring case; All when none is chosen', () => {
    expect(isSelectedCategory(ALL_CATEGORIES)).toBe(true);
    expect(isSelectedCategory('Hiring Tips')).toBe(false);
    expect(isSelectedCategory('Hiring Tips', 'hiring tips')).toBe(true);
    expect(isSelectedCategory(ALL_CATEGORIES, 'Hiring Tips')).toBe(false);
  });
});

describe('resultLabel', () => {
  it('says how many articles match and which ones this page shows', () => {
    expect(resultLabel({ total: 1, page: 1, limit: 9, shown: 1 }, {})).toBe('Showing 1 article');
    expect(resultLabel({ total: 5, page: 1, limit: 9, shown: 5 }, {})).toBe('Showing 5 articles');
    expect(resultLabel({ total: 25, page: 2, limit: 9, shown: 9 }, {})).toBe('Showing 10–18 of 25 articles');
    expect(resultLabel({ total: 10, page: 2, limit: 9, shown: 1 }, {})).toBe('Showing 10 of 10 articles');
    expect(resultLabel({ total: 25, page: 3, limit: 9, shown: 7 }, { category: 'Hiring Tips', search: 'forklift' })).toBe(
      'Showing 19–25 of 25 articles in Hiring Tips matching "forklift"',
    );
  });
});

describe('blogImage', () => {
  it('uses the fallback when a post has no image', () => {
    expect(blogImage({ imageUrl: null })).toBe(FALLBACK_BLOG_IMAGE);
    expect(blogImage({ imageUrl: '' })).toBe(FALLBACK_BLOG_IMAGE);
    expect(blogImage({ imageUrl: '/images/blog/x.jpg' })).toBe('/images/blog/x.jpg');
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
