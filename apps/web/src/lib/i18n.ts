/**
 * The public site's language (issue 35). Texts come from the message catalogues (messages/*.json,
 * compiled into src/paraglide): `m.nav_home()` is the current language's text. The language is the
 * page's: French under /fr/, English elsewhere (@app/shared/locale-paths). The server sets it for
 * each request (entry-server.tsx), the browser once from the page's path (entry-client.tsx): a
 * French page's links all lead to French pages, and the language switch loads the other page.
 */
import { HTML_LANG, localizePath, type Locale } from '@app/shared/locale-paths';
import { getLocale } from '../paraglide/runtime.js';

export { m } from '../paraglide/messages.js';

/** The language of the page being drawn. */
export const currentLocale = (): Locale => getLocale();

/** The BCP 47 tag of the page's language, for Intl formatting and `lang` attributes ('en-CA', 'fr-CA'). */
export const currentLanguageTag = (): string => HTML_LANG[getLocale()];

/**
 * A site path in the page's language, for what the router does not write itself (a plain form's
 * action, an address built by hand): '/jobs' is '/fr/emplois' on a French page.
 */
export const localHref = (path: string): string => localizePath(path, getLocale());
