import { useRouterState } from '@tanstack/react-router';
import { HTML_LANG, switchLocaleHref } from '@app/shared/locale-paths';
import { currentLocale, m } from '../../lib/i18n';

/**
 * The same page in the other language, query string kept ('Français' on an English page, 'English'
 * on a French one). A plain link: the other language's page is loaded whole, so every text, date
 * and link on it is drawn in that language, with or without JavaScript.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const href = useRouterState({ select: (state) => state.location.href });
  const other = currentLocale() === 'fr' ? 'en' : 'fr';
  return (
    <a href={switchLocaleHref(href, other)} hrefLang={HTML_LANG[other]} lang={HTML_LANG[other]} className={className}>
      {m.language_switch_to()}
    </a>
  );
}
