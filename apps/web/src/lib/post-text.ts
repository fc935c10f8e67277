import type { Locale } from '@app/shared/locale-paths';

type PostTexts = { title: string; excerpt: string; content: string; titleFr?: string | null; excerptFr?: string | null; contentFr?: string | null };

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * A post as a page in `locale` shows it (issue 35): on a French page its French version when it has
 * one (title, excerpt and body), otherwise the English post with `lang: 'en'` (the page marks it and
 * says it is in English).
 */
export function localizedPost<P extends PostTexts>(post: P, locale: Locale): P & { lang: 'en' | undefined; englishOnly: boolean } {
  if (locale === 'fr' && present(post.titleFr) && present(post.excerptFr) && present(post.contentFr)) {
    return { ...post, title: post.titleFr, excerpt: post.excerptFr, content: post.contentFr, lang: undefined, englishOnly: false };
  }
  const english = locale === 'fr';
  return { ...post, lang: english ? 'en' : undefined, englishOnly: english };
}
