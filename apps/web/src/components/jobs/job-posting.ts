import { idFromText } from '@app/shared/ids';
import { jobPath } from '@app/shared/job-url';
import { jobHead, jobPostingJsonLd as sharedJobPostingJsonLd } from '@app/shared/job-posting';
import type { HeadInput } from '@app/shared/head-tags';
import { HTML_LANG, localizePath } from '@app/shared/locale-paths';
import { currentLocale, m } from '../../lib/i18n';
import { jobText } from '../../lib/job-text';
import { categoryLabel, jobTypeLabel } from '../SiteLayout/nav';
import type { JobDto } from '@app/shared/schemas/dtos';
import { breadcrumbJsonLd, type Site } from '../../lib/seo';

/** A job id from the path, or null when it cannot name a job (then nothing is fetched). */
export function jobIdOf(param: string): number | null {
  return idFromText(param);
}

/**
 * Structured data for a job page (schema.org JobPosting), built from the job alone: the object for
 * the job page head (the same object the server writes into the HTML). On a French page it is in
 * French (the job's French texts when it has them) with `inLanguage: fr-CA` and the French address.
 */
export function jobPostingJsonLd(site: Site, job: JobDto) {
  const locale = currentLocale();
  const text = jobText(job, locale);
  const posting = sharedJobPostingJsonLd(
    { ...job, title: text.title, description: text.description, requirements: text.requirements },
    { origin: site.origin, siteName: site.company.name },
  );
  // The English page's is the shared one as it is (the server writes the same for crawlers).
  if (locale === 'en') return posting;
  return { ...posting, inLanguage: text.englishOnly ? HTML_LANG.en : HTML_LANG[locale], url: `${site.origin}${localizePath(jobPath(job.id), locale)}` };
}

export function jobBreadcrumbJsonLd(site: Site, job: Pick<JobDto, 'id' | 'title' | 'titleFr'>) {
  return breadcrumbJsonLd(site, [
    { name: m.nav_home(), path: '/' },
    { name: m.jobs_breadcrumb(), path: '/jobs' },
    { name: jobText({ ...job, description: '', descriptionFr: job.titleFr }, currentLocale()).title, path: jobPath(job.id) },
  ]);
}

/** The head of a job's page in the page's language: the French title and description of a French page. */
export function localizedJobHead(job: JobDto): HeadInput {
  const head = jobHead(job);
  if (currentLocale() === 'en') return head;
  const text = jobText(job, 'fr');
  const about = m.job_meta_description({ type: jobTypeLabel(job.type), category: categoryLabel(job.category), company: job.company, location: job.location });
  const description = `${about} ${text.description.replace(/\s+/g, ' ').trim()}`;
  return {
    ...head,
    title: text.title,
    description: description.length > 160 ? `${description.slice(0, 159).trimEnd()}…` : description,
    keywords: `${text.title}, ${categoryLabel(job.category)}, ${jobTypeLabel(job.type)}, ${job.location}, ${job.company}`,
  };
}

/** One-line page description (shared with the server-written head). */
export { jobMetaDescription } from '@app/shared/job-posting';
