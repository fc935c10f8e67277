import { describe, expect, it } from 'vitest';
import { articleHead, headTags } from '@app/shared/head-tags';
import { jobHead } from '@app/shared/job-posting';

const site = { origin: 'https://jobs.example.ca', siteName: 'Northline Workforce Solutions' };

describe('headTags: one set of head tags for the browser and the server', () => {
  it('titles, absolute links, robots and the canonical link', () => {
    const tags = headTags({ title: 'Find Jobs in Ontario', description: 'Open jobs.', canonicalPath: '/jobs' }, site);
    expect(tags.title).toBe('Find Jobs in Ontario | Northline Workforce Solutions');
    expect(tags.meta).toContainEqual({ property: 'og:url', content: 'https://jobs.example.ca/jobs' });
    expect(tags.meta).toContainEqual({ property: 'og:image', content: 'https://jobs.example.ca/images/og-default.jpg' });
    expect(tags.meta).toContainEqual({ name: 'robots', content: 'index, follow' });
    // The canonical, then the page's twins (issue 35): English, French and the default (English).
    expect(tags.links).toEqual([
      { rel: 'canonical', href: 'https://jobs.example.ca/jobs' },
      { rel: 'alternate', hrefLang: 'en-CA', href: 'https://jobs.example.ca/jobs' },
      { rel: 'alternate', hrefLang: 'fr-CA', href: 'https://jobs.example.ca/fr/emplois' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://jobs.example.ca/jobs' },
    ]);
    // A French page: its own canonical, og:url and og:locale.
    const french = headTags({ title: 'Emplois', description: 'd', canonicalPath: '/jobs' }, { ...site, locale: 'fr' });
    expect(french.links[0]).toEqual({ rel: 'canonical', href: 'https://jobs.example.ca/fr/emplois' });
    expect(french.meta).toContainEqual({ property: 'og:url', content: 'https://jobs.example.ca/fr/emplois' });
    expect(french.meta).toContainEqual({ property: 'og:locale', content: 'fr_CA' });
    expect(french.meta).toContainEqual({ property: 'og:locale:alternate', content: 'en_CA' });
    expect(headTags({ title: 'X', exactTitle: true, description: 'd', noindex: true }, site)).toMatchObject({ title: 'X', links: [] });
  });

  it('a job page: open ones are indexed, closed and unpublished ones are not', () => {
    const job = {
      id: 7,
      title: 'Forklift Operator',
      type: 'Full-Time',
      category: 'Warehouse',
      location: 'Milton, ON',
      company: 'Maple',
      description: 'Drive.',
      status: 'approved' as const,
      expiresAt: null,
    };
    expect(jobHead(job)).toMatchObject({
      title: 'Forklift Operator',
      path: '/jobs/7',
      noindex: false,
      description: 'Full-Time Warehouse job at Maple in Milton, ON. Drive.',
    });
    expect(jobHead({ ...job, status: 'expired' }).noindex).toBe(true);
    // Filled: filling sets the status to expired (jobState); an end date passed closes it too.
    expect(jobHead({ ...job, status: 'expired', filledAt: '2026-11-01T00:00:00.000Z' }).noindex).toBe(true);
    expect(jobHead({ ...job, expiresAt: '2020-01-01T00:00:00.000Z' }).noindex).toBe(true);
    expect(jobHead({ ...job, status: 'pending' }).noindex).toBe(true);
  });

  it('an article page: og:type article, its image (or the fallback) and article meta', () => {
    const post = {
      slug: 'a',
      title: 'Peak season',
      excerpt: 'Plan early.',
      category: 'Staffing',
      imageUrl: null,
      publishedAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-02T00:00:00.000Z',
      author: 'Ana',
    };
    const tags = headTags(articleHead(post, site.siteName), site);
    expect(tags.meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(tags.meta).toContainEqual({ property: 'og:image', content: 'https://jobs.example.ca/images/blog/fallback.jpg' });
    expect(tags.meta).toContainEqual({ property: 'article:author', content: 'Ana' });
  });
});
