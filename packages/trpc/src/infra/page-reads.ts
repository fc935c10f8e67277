import { findSiteSettings, type EntityManager, type ISiteSettings } from '@app/db';

/**
 * Reads shared by the procedures of one server-written page (or of one request): a page asks
 * several procedures at once (the root's public settings, the job page's upload limits), and each
 * gets a context of its own. The settings row they all read is read once for the page.
 *
 * Read-only: what comes from here is never changed or flushed (a write loads its own row).
 */
export class PageReads {
  #settings?: Promise<ISiteSettings | null>;

  /** The site settings row (null where the migrations have not written it), read once. */
  siteSettings(em: EntityManager): Promise<ISiteSettings | null> {
    return (this.#settings ??= findSiteSettings(em));
  }
}
