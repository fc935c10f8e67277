import type { FastifyRequest } from 'fastify';
import { createCaller } from '@app/trpc';
import { isGone } from '@app/trpc';
import {
  JOB_GONE_MESSAGE,
  articleHead,
  companyDetails,
  headTags,
  isClosedJob,
  jobHead,
  jobPostingJsonLd,
  type HeadInput,
  organizationJsonLd,
  type BlogPostDto,
  type CompanyDetails,
  type JobDto,
  type PublicSettingsDto,
} from '@app/validators';
import { ARTICLE_COVER_SIZES, imagePreload } from './preload.ts';

/**
 * Head tags written into index.html on the server, for link previews and crawlers that do not run
 * JavaScript (the share buttons of an article post its URL to networks that read these tags).
 * The web app removes them (`data-server-head`) and manages the head itself once it starts.
 * Company details (site name, the Organization JSON-LD, the phone in the no-script note) come
 * from Site Settings, read on every request, so a change shows on the next page load.
 */

interface HeadData {
  /** The page's tags, as the browser's route head builds them (see @app/validators headTags). */
  head: HeadInput;
  /** Whether the page carries the company's Organization JSON-LD. */
  organization?: boolean;
  /** A published job's JobPosting (and its breadcrumb), for Google for Jobs. */
  jobPosting?: JobDto;
  /** The page's HTTP status when it is not 200 (a job that does not exist: 404; deleted: 410). */
  status?: number;
}

/** Where index.html takes the head tags and the initial data, and the no-script note (apps/web/index.html). */
export const HEAD_MARKER = '<!--server-head-->';
export const NOSCRIPT_MARKER = '<!--server-noscript-->';

/**
 * `template` with each marker (a key of `fills`) replaced by its text, inserted literally. Every
 * insertion of data into the page goes through here, never through `String.replace`: a replacement
 * string reads `$&`, `$'`, `` $` `` and `$1` as patterns, so a job titled `A$'B` would paste the rest
 * of the template into the head (copies of the page, many #root elements, a cut og:title). Markers
 * are found in the template alone, never in the text put in; a marker missing from it is skipped.
 */
export function fillMarkers(template: string, fills: Record<string, string>): string {
  const spots = Object.entries(fills)
    .map(([marker, text]) => ({ marker, text, at: template.indexOf(marker) }))
    .filter((spot) => spot.at >= 0)
    .sort((a, b) => a.at - b.at);
  let html = '';
  let from = 0;
  for (const { marker, text, at } of spots) {
    if (at < from) continue;
    html += template.slice(from, at) + text;
    from = at + marker.length;
  }
  return html + template.slice(from);
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON for a <script> element: '<' escaped so the text can never close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function renderHead(data: HeadData, company: CompanyDetails, origin: string, pathname: string): string {
  const tags = headTags({ path: pathname, ...data.head }, { origin, siteName: company.name });
  return [
    `<title data-server-head>${escapeHtml(tags.title)}</title>`,
    ...tags.meta.map((m) =>
      m.property
        ? `<meta data-server-head property="${escapeHtml(m.property)}" content="${escapeHtml(m.content)}">`
        : `<meta data-server-head name="${escapeHtml(m.name!)}" content="${escapeHtml(m.content)}">`,
    ),
    ...tags.links.map((l) => `<link data-server-head rel="${escapeHtml(l.rel)}" href="${escapeHtml(l.href)}">`),
    ...(data.organization ? [`<script data-server-head type="application/ld+json">${scriptJson(organizationJsonLd(company, origin))}</script>`] : []),
    ...(data.jobPosting
      ? [
          `<script data-server-head type="application/ld+json">${scriptJson(jobPostingJsonLd(data.jobPosting, { origin, siteName: company.name }))}</script>`,
          `<script data-server-head type="application/ld+json">${scriptJson(jobBreadcrumb(data.jobPosting, origin))}</script>`,
        ]
      : []),
  ].join('\n    ');
}

function jobBreadcrumb(job: Pick<JobDto, 'id' | 'title'>, origin: string) {
  const items = [
    { name: 'Home', path: '/' },
    { name: 'Jobs', path: '/jobs' },
    { name: job.title, path: `/jobs/${job.id}` },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: `${origin}${item.path}` })),
  };
}

/**
 * Answers the server already read for this page, handed to the web app in the HTML
 * (`<script type="application/json" id="initial-data">`): it renders them at once instead of asking
 * again. Only what this request may see (a pending job only for an admin).
 */
export interface InitialData {
  settings?: PublicSettingsDto;
  job?: JobDto;
  post?: BlogPostDto;
}

export function renderInitialData(initial: InitialData): string {
  return `<script type="application/json" id="initial-data">${scriptJson(initial)}</script>`;
}

/** What the page at `pathname` is about, read through the public procedures. */
async function headFor(pathname: string, caller: ReturnType<typeof createCaller>, company: CompanyDetails, initial: InitialData): Promise<HeadData> {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    return { head: { title: 'Admin', description: company.description, noindex: true } };
  }
  const job = /^\/jobs\/(\d{1,9})\/?$/.exec(pathname);
  if (job) {
    let removed = false;
    const found: JobDto | null = await caller.job.byId({ id: Number(job[1]) }).catch((error: unknown) => {
      removed = isGone(error);
      return null;
    });
    if (found) {
      initial.job = found;
      // A closed job keeps its page (saying so) but leaves the index and Google for Jobs; a job
      // only an admin may see is not described for crawlers at all.
      const open = found.status === 'approved' && !isClosedJob(found);
      return { head: jobHead(found), ...(open ? { jobPosting: found } : {}) };
    }
    const notThere = { title: 'Job Not Found', description: "The job you're looking for doesn't exist or has been removed.", noindex: true };
    return { head: removed ? { ...notThere, description: `${JOB_GONE_MESSAGE}.` } : notThere, status: removed ? 410 : 404 };
  }
  const post = /^\/blog\/([a-z0-9-]{1,160})\/?$/.exec(pathname);
  if (post) {
    const found: BlogPostDto | null = await caller.blog.bySlug({ slug: post[1]! }).catch(() => null);
    if (found) {
      initial.post = found;
      return { head: articleHead(found, company.name) };
    }
  }
  return { head: { title: company.name, exactTitle: true, description: company.description }, organization: true };
}

/** The no-script note at the `<!--server-noscript-->` marker: how to reach the company without JavaScript. */
export function renderNoscript(company: CompanyDetails): string {
  const phone = escapeHtml(company.phone);
  return `<noscript>This website needs JavaScript to show jobs, articles and forms. Call us at <a href="${escapeHtml(company.phoneHref)}">${phone}</a> or email <a href="mailto:${escapeHtml(company.email)}">${escapeHtml(company.email)}</a>.</noscript>`;
}

/**
 * The index.html with the head tags for this request filled in at the `<!--server-head-->` marker,
 * and the page's status when the page found it is not there (a job: 404, or 410 when deleted).
 */
export async function withServerHead(
  indexHtml: string,
  request: FastifyRequest,
  pathname: string,
  notFound = false,
): Promise<{ html: string; status?: number }> {
  if (!indexHtml.includes(HEAD_MARKER)) return { html: indexHtml };
  const origin = request.server.siteOrigin(request);
  const caller = createCaller(request.server.contextFor(request, { countReads: false }));
  // One primary-key read per page; without it the page still gets the default details.
  const settings = await caller.settings.public().catch((error: unknown) => {
    request.log.warn({ err: error }, 'could not read the site settings for the server head');
    return null;
  });
  const company = companyDetails(settings);
  const initial: InitialData = settings ? { settings } : {};
  let data: HeadData;
  try {
    if (notFound)
      data = { head: { title: '404 Page Not Found', exactTitle: true, description: 'The page you are looking for does not exist.', noindex: true } };
    else data = await headFor(pathname, caller, company, initial);
  } catch (error) {
    request.log.warn({ err: error }, 'could not build the server head');
    data = { head: { title: company.name, exactTitle: true, description: company.description }, organization: true };
  }
  const html = fillMarkers(indexHtml, {
    [HEAD_MARKER]: `${renderHead(data, company, origin, pathname)}\n    ${renderInitialData(initial)}${initial.post ? imagePreload(initial.post.imageUrl || '/images/blog/fallback.jpg', ARTICLE_COVER_SIZES) : ''}`,
    [NOSCRIPT_MARKER]: renderNoscript(company),
  });
  return { html, status: data.status };
}
