import type { Locale } from '@app/shared/locale-paths';

/** A job's texts in one language: the French ones when the job has them, else the English ones (marked `lang`). */
export interface JobText {
  title: string;
  description: string;
  requirements: string | null;
  /** 'en' when a French page shows the English text (the element says so, for screen readers and translators); undefined otherwise. */
  lang: 'en' | undefined;
  /** The job has no French text and is shown in English on a French page. */
  englishOnly: boolean;
}

type JobTexts = {
  title: string;
  description: string;
  requirements?: string | null;
  titleFr?: string | null;
  descriptionFr?: string | null;
  requirementsFr?: string | null;
};

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * What a page in `locale` shows of a job (issue 35): on a French page the French title and
 * description when the job has both (and the French requirements when given), otherwise the
 * English text marked lang="en" with a short notice that the posting is in English.
 */
export function jobText(job: JobTexts, locale: Locale): JobText {
  if (locale === 'fr' && present(job.titleFr) && present(job.descriptionFr)) {
    return {
      title: job.titleFr,
      description: job.descriptionFr,
      requirements: present(job.requirementsFr) ? job.requirementsFr : (job.requirements ?? null),
      lang: undefined,
      englishOnly: false,
    };
  }
  const english = locale === 'fr';
  return { title: job.title, description: job.description, requirements: job.requirements ?? null, lang: english ? 'en' : undefined, englishOnly: english };
}
