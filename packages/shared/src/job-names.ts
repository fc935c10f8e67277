/**
 * Job types' and categories' names in each language (issue 35). A job stores the English name,
 * which filters, URLs and the API use; pages, feeds and mail show the reader's. The one table for
 * the web pages (components/SiteLayout/nav.ts), the French jobs feed and job alerts' descriptions.
 */
import { normalizeJobType, type JobType } from './job-types.ts';
import type { Locale } from './locale-paths.ts';

const TYPE_NAMES_FR: Readonly<Record<JobType, string>> = {
  'Full-Time': 'Temps plein',
  'Part-time': 'Temps partiel',
  Contract: 'Contrat',
  Remote: 'Télétravail',
};

const CATEGORY_NAMES_FR: Readonly<Record<string, string>> = {
  Transportation: 'Transport',
  Manufacturing: 'Fabrication',
  'Customer Service': 'Service à la clientèle',
  Administrative: 'Administration',
  Warehouse: 'Entrepôt',
  'Food Service': 'Restauration',
  Healthcare: 'Santé',
  Construction: 'Construction',
  Retail: 'Commerce de détail',
  Other: 'Autre',
  Design: 'Design',
  Accounting: 'Comptabilité',
  'Digital Marketing': 'Marketing numérique',
  Broadcasting: 'Radiodiffusion',
  Sales: 'Ventes',
};

/** The categories the table names (every category the forms offer, and the home page's). */
export const NAMED_JOB_CATEGORIES: readonly string[] = Object.keys(CATEGORY_NAMES_FR);

/** A job type's name in a language; any accepted spelling is the stored type's; an unknown type as it is. */
export function jobTypeName(type: string, locale: Locale): string {
  const known = normalizeJobType(type);
  if (!known) return type;
  return locale === 'fr' ? TYPE_NAMES_FR[known] : known;
}

/** A job category's name in a language; a category the table does not name, as it is. */
export function jobCategoryName(category: string, locale: Locale): string {
  return locale === 'fr' && Object.hasOwn(CATEGORY_NAMES_FR, category) ? CATEGORY_NAMES_FR[category]! : category;
}
