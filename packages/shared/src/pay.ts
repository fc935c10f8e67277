/**
 * Pay read from the free-text salary ('$18 - $22 / hour', '$55,000 - $65,000 / year plus bonus'),
 * parsed once when a job is written so that lists can sort by pay.
 */
import { groupDigits, groupDigitsFrench } from './numbers.ts';

export const PAY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** Working hours, days, weeks or months in a year: turns any period into a yearly figure. */
export const PAY_PERIODS_PER_YEAR: Record<PayPeriod, number> = { hour: 2080, day: 260, week: 52, month: 12, year: 1 };

export interface Pay {
  min: number;
  max: number;
  period: PayPeriod;
}

const PERIOD_WORDS: [RegExp, PayPeriod][] = [
  [/\b(per\s+)?(hour|hr|hourly)\b|\/\s*h(ou)?r\b/i, 'hour'],
  [/\b(per\s+)?(day|daily)\b|\/\s*day\b/i, 'day'],
  [/\b(per\s+)?(week|weekly|wk)\b|\/\s*w(ee)?k\b/i, 'week'],
  [/\b(per\s+)?(month|monthly|mo)\b|\/\s*mo(nth)?\b/i, 'month'],
  [/\b(per\s+)?(year|yearly|annual(ly)?|annum|yr)\b|\/\s*y(ea)?r\b/i, 'year'],
];

/** '$55,000', '55k', '18.50' -> a number. */
function amount(text: string): number | undefined {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k)?$/i.exec(text.trim());
  if (!match) return undefined;
  const whole = Number(match[1]!.replace(/,/g, ''));
  const value = whole + (match[2] ? Number(`0.${match[2]}`) : 0);
  return match[3] ? value * 1000 : value;
}

/**
 * A pay figure in a text ('$55,000', '18.50', '55k'). It starts at a '$' or at a digit that follows
 * no other figure: a match can never start inside a run of digits and rescan it (see test/redos.test.ts).
 */
const PAY_FIGURE = /(?<![\d,.$])(?:\$\s*)?\d[\d,]*(?:\.\d{1,2})?(?:\s*k)?\b/gi;

/** The pay in a salary text, or undefined when it names no amount. */
export function parsePay(salary: string | null | undefined): Pay | undefined {
  if (!salary) return undefined;
  const amounts = [...salary.matchAll(PAY_FIGURE)]
    .map((m) => amount(m[0]))
    .filter((n): n is number => n !== undefined && n > 0)
    .slice(0, 2);
  if (amounts.length === 0) return undefined;
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  const named = PERIOD_WORDS.find(([re]) => re.test(salary))?.[1];
  // Without a period word, small figures are hourly and large ones yearly; in between ('$2,500')
  // there is no safe guess.
  const period: PayPeriod | undefined = named ?? (max < 300 ? 'hour' : max >= 10_000 ? 'year' : undefined);
  return period ? { min, max, period } : undefined;
}

/** Yearly equivalent of the top of the range, for sorting jobs by pay. */
export const annualPay = (pay: Pay) => pay.max * PAY_PERIODS_PER_YEAR[pay.period];

/** The period of a pay filter given without one: figures below 1,000 are hourly, the rest yearly. */
export const filterPayPeriod = (minPay: number, period?: PayPeriod): PayPeriod => period ?? (minPay < 1000 ? 'hour' : 'year');

/** A pay filter (at least `minPay` per period) as a yearly figure, compared with each job's yearly top of range. */
export const minPayYearly = (minPay: number, period?: PayPeriod) => minPay * PAY_PERIODS_PER_YEAR[filterPayPeriod(minPay, period)];

const PERIOD_LABEL: Record<PayPeriod, string> = { hour: 'an hour', day: 'a day', week: 'a week', month: 'a month', year: 'a year' };
const PERIOD_LABEL_FR: Record<PayPeriod, string> = { hour: "de l'heure", day: 'par jour', week: 'par semaine', month: 'par mois', year: 'par année' };

/**
 * French pay as Canadian French writes it ('27,00 $ de l'heure', '22,00 $ à 26,00 $ de l'heure',
 * '55 000 $ par année'): cents shown below 1,000, whole dollars above.
 */
function formatPayFrench(low: number, high: number, currency: string, period: PayPeriod | null | undefined): string {
  // As Intl's fr-CA currency format writes them, without its cost (see groupDigits).
  const symbol = currency === 'CAD' ? '$' : currency === 'USD' ? '$ US' : currency;
  const money = (v: number) => `${groupDigitsFrench(v, Number.isInteger(v) && v >= 1000 ? 0 : 2)} ${symbol}`;
  const range = low === high ? money(low) : `${money(low)} à ${money(high)}`;
  return period ? `${range} ${PERIOD_LABEL_FR[period]}` : range;
}

/** '$22 – $26 an hour', '$55,000 a year', 'US$30 an hour': the structured pay for people (undefined without an amount); in French with `locale` 'fr'. */
export function formatPay(
  job: { payMin?: number | null; payMax?: number | null; payPeriod?: PayPeriod | null; currency?: string | null },
  locale: 'en' | 'fr' = 'en',
): string | undefined {
  const amounts = [job.payMin, job.payMax].filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (amounts.length === 0) return undefined;
  const currency = (job.currency ?? 'CAD').toUpperCase();
  if (locale === 'fr') return formatPayFrench(Math.min(...amounts), Math.max(...amounts), currency, job.payPeriod);
  const symbol = currency === 'CAD' ? '$' : currency === 'USD' ? 'US$' : `${currency} `;
  const money = (v: number) => `${symbol}${groupDigits(v, Number.isInteger(v) ? 0 : 2)}`;
  const [low, high] = [Math.min(...amounts), Math.max(...amounts)];
  const range = low === high ? money(low) : `${money(low)} – ${money(high)}`;
  return job.payPeriod ? `${range} ${PERIOD_LABEL[job.payPeriod]}` : range;
}

type JobPayFields = { salary?: string | null; payMin?: number | null; payMax?: number | null; payPeriod?: PayPeriod | null; currency?: string | null };

/** Words a salary text may hold besides its amounts without saying anything more than the pay does. */
const BARE_PAY_WORDS = new Set([
  '$',
  'cad',
  'c$',
  'usd',
  'us$',
  'per',
  'an',
  'a',
  'to',
  'h',
  'hr',
  'hour',
  'hourly',
  'day',
  'daily',
  'wk',
  'week',
  'weekly',
  'mo',
  'month',
  'monthly',
  'yr',
  'year',
  'yearly',
  'annual',
  'annually',
  'annum',
]);

/**
 * True when a salary text is only a pay figure or range and its period ('$22 - $25/hour',
 * '55,000 per year'), so it says nothing the structured pay does not: no 'up to', 'plus tips',
 * 'depending on experience'.
 */
export function isBarePayText(text: string): boolean {
  const words = text
    .slice(0, 200)
    .toLowerCase()
    .replace(PAY_FIGURE, ' ')
    .split(/[\s\-–—/,.():;]+/)
    .filter(Boolean);
  return words.every((word) => BARE_PAY_WORDS.has(word));
}

/**
 * The one way pay is written for people (job cards, the job page, feeds): `pay` is the structured
 * pay (formatPay), or the poster's salary text when no amount could be read from it; `note` is the
 * salary text beside structured pay, only when it adds something ('plus tips'), never the same pay
 * a second time in another format. Both undefined for a job without pay.
 */
export function jobPay(job: JobPayFields, locale: 'en' | 'fr' = 'en'): { pay: string | undefined; note: string | undefined } {
  const text = job.salary?.trim() || undefined;
  const pay = formatPay(job, locale);
  if (!pay) return { pay: text, note: undefined };
  return { pay, note: text && text !== pay && !isBarePayText(text) ? text : undefined };
}

/**
 * The REST `salary` of a job: the poster's text, or, for a job given only structured pay, that pay
 * written out (formatPay), so clients of the specification's body still read the pay there.
 */
export const salaryOf = (job: JobPayFields): string | null => job.salary ?? formatPay(job) ?? null;

/** The salary text a poster wrote, for a form to edit: not the pay an answer wrote out for a job that had none (salaryOf). */
export const postedSalaryText = (job: JobPayFields): string => (job.salary && job.salary !== formatPay(job) ? job.salary : '');
