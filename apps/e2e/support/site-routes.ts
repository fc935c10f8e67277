import { expect, type APIRequestContext } from '@playwright/test';
import { isAdminPath } from '@app/shared/web-routes';
import { builtRoutePaths } from '@app/web/build';

/**
 * The public site's pages, from the route list of the web build under test (@app/web's
 * builtRoutePaths), so a page added to the web app is part of the page-wide specs (hydration,
 * crawler view, no-JavaScript…) at once: SITE_PAGES must say what it shows, or sitePages() fails.
 */

/** Every public route as its path pattern: '/', '/about', '/blog', '/jobs/$jobId'… */
export function sitePatterns(): string[] {
  return builtRoutePaths()
    .filter((pattern) => !isAdminPath(pattern))
    .sort();
}

export const SITE_NAME = 'Northline Workforce Solutions';

/** What a page shows: its <title>, its one <h1>, and a piece of its main text. */
export interface PageFacts {
  title: string;
  h1: string;
  text: string;
}

export interface SitePage extends PageFacts {
  /** The route's path pattern ('/jobs/$jobId'). */
  pattern: string;
  /** A real address of it ('/jobs/9'). */
  path: string;
}

const titled = (title: string) => `${title} | ${SITE_NAME}`;

/** The pages without parameters (the seeded demo content and the default settings). */
export const SITE_PAGES: Record<string, PageFacts> = {
  '/': {
    title: titled('Staffing, Warehousing & Transportation in Ontario'),
    h1: 'The people, space and freight capacity your business runs on',
    text: 'helps Ontario employers hire dependable staff, store and ship inventory',
  },
  '/about': {
    title: titled('About Us'),
    h1: 'About Us',
    text: 'Northline Workforce Solutions was founded in 2016 in Mississauga, Ontario',
  },
  '/blog': {
    title: titled('Blog - Insights & Resources'),
    h1: 'Insights & Resources',
    // A post of the list the server read.
    text: 'How to Ace Your Warehouse Job Interview',
  },
  '/contact': {
    title: titled('Contact Us'),
    h1: 'Contact Us',
    // The company's address, from the site settings the server read.
    text: '2250 Matheson Blvd E',
  },
  '/jobs': {
    title: titled('Find Jobs in Ontario'),
    h1: 'Find Your Next Job',
    // A job of the list the server read.
    text: 'Forklift Operator',
  },
  '/post-job': {
    title: titled('Post a Job'),
    h1: 'Post a Job',
    text: 'Reach qualified candidates across Ontario',
  },
  '/privacy-policy': {
    title: titled('Privacy Policy'),
    h1: 'Privacy Policy',
    text: 'Your privacy matters to us.',
  },
  '/services': {
    title: titled('Our Services'),
    h1: 'Workforce, Warehouse and Freight Solutions Under One Roof',
    text: 'Four ways we help businesses grow',
  },
  '/staffing': {
    title: titled('Staffing & Recruitment Services'),
    h1: 'The Right People, Right When You Need Them',
    text: 'pre-screened candidates available in 24-48 hours',
  },
  '/terms-conditions': {
    title: titled('Terms & Conditions'),
    h1: 'Terms & Conditions',
    text: 'Please read these Terms and Conditions',
  },
  '/transportation': {
    title: titled('Transportation & Freight Services'),
    h1: 'Reliable Freight Transportation Across Canada',
    text: 'Full truckload, LTL and expedited shipping',
  },
  '/warehouse': {
    title: titled('Warehouse Services'),
    h1: 'Warehousing and Distribution That Grows With You',
    text: 'Secure storage, fast distribution and accurate inventory management',
  },
  // The pages of the links in our emails, opened without one: they say the link is not valid.
  '/job-alerts/confirm': {
    title: titled('Confirm Your Job Alert'),
    h1: 'We could not start this job alert',
    text: 'This link is invalid or has expired.',
  },
  '/my-applications': {
    title: titled('My Applications'),
    h1: 'My Applications',
    // Without a candidate session: the way in, a link mailed to the address applied with.
    text: 'we email it a sign-in link that works once, for 30 minutes',
  },
  '/my-postings': {
    title: titled('My Postings'),
    h1: 'My Postings',
    // Without an employer session: the way in, a link mailed to the address the job was posted with.
    text: 'we email it a sign-in link that works once, for 30 minutes',
  },
  '/privacy/confirm': {
    title: titled('Confirm Your Privacy Request'),
    h1: 'We could not confirm this request',
    text: 'This link is invalid or has expired.',
  },
  '/job-alerts/unsubscribe': {
    title: titled('Unsubscribe From a Job Alert'),
    h1: 'We could not unsubscribe you',
    text: 'This link is invalid or has expired.',
  },
  '/newsletter/confirm': {
    title: titled('Confirm Your Subscription'),
    h1: 'Confirm Your Subscription',
    text: 'This confirmation link is invalid or has expired.',
  },
};

/** A seeded job and a seeded post, the real records the pages with parameters show. */
export const SEEDED_JOB_TITLE = 'Forklift Operator';
export const SEEDED_POST_SLUG = 'how-to-ace-your-warehouse-job-interview';

/** The first sentence of a text (a description, an article's first paragraph). */
const firstSentence = (text: string) => /^[^\n]*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim().split('\n')[0]!;

/**
 * Every public page with a real address and what it shows: the pages without parameters from
 * SITE_PAGES, a seeded job and a seeded post for /jobs/$jobId and /blog/$slug (read through the
 * REST API). Fails when the web app has a public page this list does not know.
 */
export async function sitePages(request: APIRequestContext): Promise<SitePage[]> {
  const pages: SitePage[] = [];
  for (const pattern of sitePatterns()) {
    if (pattern === '/jobs/$jobId') {
      const found = (await (await request.get(`/api/jobs?query=${encodeURIComponent(SEEDED_JOB_TITLE)}&limit=50`)).json()) as { id: number; title: string }[];
      const listed = found.find((job) => job.title === SEEDED_JOB_TITLE);
      expect(listed, `the seeded job '${SEEDED_JOB_TITLE}'`).toBeDefined();
      const job = (await (await request.get(`/api/jobs/${listed!.id}`)).json()) as { id: number; title: string; description: string };
      pages.push({ pattern, path: `/jobs/${job.id}`, title: titled(job.title), h1: job.title, text: firstSentence(job.description) });
    } else if (pattern === '/blog/$slug') {
      const res = await request.get(`/api/blog/${SEEDED_POST_SLUG}`);
      expect(res.ok(), `the seeded post '${SEEDED_POST_SLUG}'`).toBe(true);
      const post = (await res.json()) as { slug: string; title: string; content: string };
      pages.push({ pattern, path: `/blog/${post.slug}`, title: titled(post.title), h1: post.title, text: firstSentence(post.content) });
    } else {
      const facts = SITE_PAGES[pattern];
      expect(facts, `the web app has ${pattern}: say in apps/e2e/support/site-routes.ts what it shows`).toBeDefined();
      pages.push({ pattern, path: pattern, ...facts! });
    }
  }
  return pages;
}
