import { describe, expect, it } from 'vitest';
import { shareUrl } from './share';

describe('shareUrl', () => {
  const page = { url: 'https://example.ca/blog/a?x=1', title: 'Tips & Tricks', summary: 'Short, sweet.' };
  it('builds the share links from the page URL, title and summary', () => {
    expect(shareUrl('facebook', page)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.ca%2Fblog%2Fa%3Fx%3D1&quote=Tips%20%26%20Tricks',
    );
    expect(shareUrl('twitter', page)).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.ca%2Fblog%2Fa%3Fx%3D1&text=Tips%20%26%20Tricks');
    const linkedin = new URL(shareUrl('linkedin', page));
    expect(linkedin.origin + linkedin.pathname).toBe('https://www.linkedin.com/shareArticle');
    expect(linkedin.searchParams.get('url')).toBe(page.url);
    expect(linkedin.searchParams.get('title')).toBe(page.title);
    expect(linkedin.searchParams.get('summary')).toBe(page.summary);
  });

  it('writes an email with the title as subject and the summary and address as body', () => {
    const mail = shareUrl('email', page);
    expect(mail.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(mail.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(page.title);
    expect(params.get('body')).toBe(`Short, sweet.\n\n${page.url}`);
  });
});
