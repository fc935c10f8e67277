/**
 * Frozen copies, as they were when the migrations of 2026-11-24 were written, of the rules those
 * migrations applied to existing rows: the place parser (location.ts), the pay parser (pay.ts) and
 * the Ontario posting checks (posting-rules.ts) of @app/shared at commit 700160e.
 * A migration must give the same data whenever it is replayed, so it never calls live domain code:
 * the live rules have changed since (issue 21) and will again. Do not edit.
 */

// ---------------------------------------------------------------- location.ts (700160e)

/**
 * Job locations are free text ('Mississauga, ON', 'Remote - Canada'). Search matches them by place:
 * the city and province are parsed once when a job is written and stored in their own columns, so
 * 'Milton' finds Milton and never Hamilton.
 */

/** Canadian provinces and territories: code and name. */
export const PROVINCES = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
} as const;
export type ProvinceCode = keyof typeof PROVINCES;

const PROVINCE_ALIASES: Record<string, ProvinceCode> = {
  ont: 'ON',
  pei: 'PE',
  'p.e.i.': 'PE',
  que: 'QC',
  québec: 'QC',
  nfld: 'NL',
  newfoundland: 'NL',
  labrador: 'NL',
  sask: 'SK',
  yukon: 'YT',
};

/** The spec's remote rule: a location that mentions global, remote or anywhere. */
export const REMOTE_LOCATION_RE = /global|remote|anywhere/i;

export const isRemoteLocation = (location: string) => REMOTE_LOCATION_RE.test(location);

/** 'ON', 'Ontario', 'ont.' -> 'ON'; anything else -> undefined. */
export function provinceCode(text: string): ProvinceCode | undefined {
  const key = text.trim().replace(/\.$/, '').toLowerCase();
  if (!key) return undefined;
  const upper = key.toUpperCase();
  if (upper in PROVINCES) return upper as ProvinceCode;
  for (const [code, name] of Object.entries(PROVINCES)) if (name.toLowerCase() === key) return code as ProvinceCode;
  return PROVINCE_ALIASES[key];
}

export interface Place {
  /** The city as written ('Mississauga'), or null for remote or region-only locations. */
  city: string | null;
  province: ProvinceCode | null;
  remote: boolean;
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A city name: letters (accents too), spaces, apostrophes, dots and hyphens, starting with a letter. */
const CITY_RE = /^\p{L}[\p{L}\s'’.-]{0,118}$/u;

/** 'Milton ON' or 'Milton Ontario.' -> 'Milton' (a province named at the end, after a space). */
function withoutTrailingProvince(text: string, province: ProvinceCode): string {
  const bare = text.endsWith('.') ? text.slice(0, -1) : text;
  const lower = bare.toLowerCase();
  for (const name of [province, PROVINCES[province]]) {
    const suffix = ` ${name.toLowerCase()}`;
    if (lower.endsWith(suffix)) return tidy(bare.slice(0, -suffix.length));
  }
  return text;
}

/**
 * Where a job is: 'Mississauga, ON' -> Mississauga, ON; 'Toronto' -> Toronto; 'Remote - Ontario'
 * -> remote in ON; 'Anywhere in Canada' -> remote. Used when a job is stored.
 */
export function parseJobLocation(location: string): Place {
  const text = tidy(location);
  const remote = isRemoteLocation(text);
  const words = text.split(/[\s,()/-]+/).filter(Boolean);
  // A province named anywhere in the text ('Remote (Ontario)', 'Milton, ON', 'Milton Ontario').
  let province: ProvinceCode | null = null;
  const parts = text.split(',').map(tidy).filter(Boolean);
  if (parts.length > 1) province = provinceCode(parts[parts.length - 1]!.split(/\s+/)[0]!) ?? null;
  if (!province) {
    const lowerWords = ` ${text
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .join(' ')} `;
    for (const [code, name] of Object.entries(PROVINCES)) {
      if (lowerWords.includes(` ${name.toLowerCase()} `)) province = code as ProvinceCode;
    }
  }
  if (!province && words.length > 1) province = provinceCode(words[words.length - 1]!) ?? null;
  if (remote) return { city: null, province, remote };
  // The city is the first comma part, less a province named at its end.
  let city = parts[0] ?? '';
  if (province && parts.length === 1) city = withoutTrailingProvince(city, province);
  if (provinceCode(city)) return { city: null, province: province ?? provinceCode(city) ?? null, remote };
  return { city: CITY_RE.test(city) ? city : null, province, remote };
}

/** What a location typed into the search box asks for. */
export type LocationQuery = { kind: 'remote' } | { kind: 'province'; province: ProvinceCode } | { kind: 'city'; city: string; province: ProvinceCode | null };

/**
 * 'remote' -> remote jobs; 'Ontario' or 'ON' -> that province; 'Toronto' or 'Toronto, ON' -> that
 * city (a city name also matches as a prefix while typing, 'Missis' -> Mississauga).
 */
export function parseLocationQuery(text: string): LocationQuery | undefined {
  const value = tidy(text);
  if (!value) return undefined;
  if (/^(remote|anywhere|global|work from home|wfh)\b/i.test(value)) return { kind: 'remote' };
  const code = provinceCode(value);
  if (code) return { kind: 'province', province: code };
  const parts = value.split(',').map(tidy).filter(Boolean);
  const province = parts.length > 1 ? (provinceCode(parts[parts.length - 1]!) ?? null) : null;
  const city = parts[0] ?? value;
  return { kind: 'city', city, province };
}

/** 'Mississauga, ON' for a facet entry. */
export const placeLabel = (city: string, province: string | null) => (province ? `${city}, ${province}` : city);

// ---------------------------------------------------------------- pay.ts (700160e)

/**
 * Pay read from the free-text salary ('$18 - $22 / hour', '$55,000 - $65,000 / year plus bonus'),
 * parsed once when a job is written so that lists can sort by pay.
 */

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

/** The pay in a salary text, or undefined when it names no amount. */
export function parsePay(salary: string | null | undefined): Pay | undefined {
  if (!salary) return undefined;
  // A figure starts at a '$' or at a digit that follows no other figure: a match can never start
  // inside a run of digits and rescan it (see test/redos.test.ts).
  const amounts = [...salary.matchAll(/(?<![\d,.$])(?:\$\s*)?\d[\d,]*(?:\.\d{1,2})?(?:\s*k)?\b/gi)]
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

/** '$22 – $26 an hour', '$55,000 a year', 'US$30 an hour': the structured pay for people (undefined without an amount). */
export function formatPay(job: { payMin?: number | null; payMax?: number | null; payPeriod?: PayPeriod | null; currency?: string | null }): string | undefined {
  const amounts = [job.payMin, job.payMax].filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (amounts.length === 0) return undefined;
  const currency = (job.currency ?? 'CAD').toUpperCase();
  const symbol = currency === 'CAD' ? '$' : currency === 'USD' ? 'US$' : `${currency} `;
  const money = (v: number) => `${symbol}${v.toLocaleString('en-CA', { minimumFractionDigits: Number.isInteger(v) ? 0 : 2, maximumFractionDigits: 2 })}`;
  const [low, high] = [Math.min(...amounts), Math.max(...amounts)];
  const range = low === high ? money(low) : `${money(low)} – ${money(high)}`;
  return job.payPeriod ? `${range} ${PERIOD_LABEL[job.payPeriod]}` : range;
}

// ---------------------------------------------------------------- posting-rules.ts (700160e)

/**
 * Ontario job posting rules (Employment Standards Act, 2000, Part III.1, in force January 1, 2026):
 * a publicly advertised job posting states the expected pay or a pay range (a range no wider than
 * $50,000 a year unless its top exceeds $200,000), says whether the posting is for an existing
 * vacancy, discloses whether artificial intelligence is used to screen, assess or select applicants,
 * and does not require Canadian experience. Employers with fewer than 25 employees are exempt.
 *
 * One function for the post-job form (live, as the poster types), the admin dialog and the server
 * (which stores the open points of each job for the admins). The checks guide: only a range that
 * is wider than allowed, given as structured pay, is refused by the API.
 */

export const POSTING_RULE_CITATION = 'Ontario Employment Standards Act, 2000, job posting requirements (in force January 1, 2026)';

/** A range may be at most this wide (yearly) unless its top exceeds MAX_RANGE_EXEMPT_ABOVE. */
export const MAX_PAY_RANGE_WIDTH = 50_000;
export const MAX_RANGE_EXEMPT_ABOVE = 200_000;

export const POSTING_CHECK_CODES = ['payMissing', 'payRangeTooWide', 'existingVacancyUnanswered', 'aiScreeningUnanswered', 'canadianExperience'] as const;
export type PostingCheckCode = (typeof POSTING_CHECK_CODES)[number];

export interface PostingCheck {
  code: PostingCheckCode;
  /** 'error': the posting does not meet the rule; 'warning': worth a second look. */
  level: 'error' | 'warning';
  /** The form field the check is about. */
  field: 'payMin' | 'payMax' | 'existingVacancy' | 'aiScreening' | 'requirements';
  message: string;
}

export const POSTING_CHECK_MESSAGES: Record<PostingCheckCode, string> = {
  payMissing: 'Ontario job postings must state the expected pay or a pay range',
  payRangeTooWide: 'Ontario pay ranges may be at most $50,000 a year wide unless the top exceeds $200,000',
  existingVacancyUnanswered: 'Ontario job postings must say whether the posting is for an existing vacancy',
  aiScreeningUnanswered: 'Ontario job postings must say whether AI is used to screen, assess or select applicants',
  canadianExperience: 'Ontario job postings may not require Canadian experience',
};

const CHECK_SHAPE: Record<PostingCheckCode, Pick<PostingCheck, 'level' | 'field'>> = {
  payMissing: { level: 'error', field: 'payMin' },
  payRangeTooWide: { level: 'error', field: 'payMax' },
  existingVacancyUnanswered: { level: 'error', field: 'existingVacancy' },
  aiScreeningUnanswered: { level: 'error', field: 'aiScreening' },
  canadianExperience: { level: 'warning', field: 'requirements' },
};

export interface PostingRuleInput {
  location?: string | null;
  /** The province when already known (the job's column); otherwise read from the location. */
  province?: string | null;
  payMin?: number | null;
  payMax?: number | null;
  payPeriod?: PayPeriod | null;
  existingVacancy?: boolean | null;
  aiScreening?: boolean | null;
  employerUnder25?: boolean | null;
  description?: string | null;
  requirements?: string | null;
}

const CANADIAN_EXPERIENCE = /\bcanadian\s+(work\s+)?experience\b/i;

const isAmount = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

/** True when the rules apply: an Ontario job of an employer with 25 employees or more. */
export function postingRulesApply(job: Pick<PostingRuleInput, 'location' | 'province' | 'employerUnder25'>): boolean {
  if (job.employerUnder25 === true) return false;
  const province = job.province ?? (job.location ? parseJobLocation(job.location).province : null);
  return province === 'ON';
}

/** Yearly width and top of a pay range, or undefined without a complete range. */
export function yearlyRange(job: Pick<PostingRuleInput, 'payMin' | 'payMax' | 'payPeriod'>): { width: number; top: number } | undefined {
  if (!job.payPeriod || !isAmount(job.payMin) || !isAmount(job.payMax)) return undefined;
  const perYear = PAY_PERIODS_PER_YEAR[job.payPeriod];
  return { width: (job.payMax - job.payMin) * perYear, top: job.payMax * perYear };
}

/** True when the range is wider than the Ontario rule allows. */
export function payRangeTooWide(job: Pick<PostingRuleInput, 'payMin' | 'payMax' | 'payPeriod'>): boolean {
  const range = yearlyRange(job);
  return range !== undefined && range.width > MAX_PAY_RANGE_WIDTH && range.top <= MAX_RANGE_EXEMPT_ABOVE;
}

/** The open points of a posting under the Ontario rules (none outside Ontario or for small employers). */
export function ontarioPostingChecks(job: PostingRuleInput): PostingCheck[] {
  if (!postingRulesApply(job)) return [];
  const codes: PostingCheckCode[] = [];
  if (!isAmount(job.payMin) && !isAmount(job.payMax)) codes.push('payMissing');
  else if (payRangeTooWide(job)) codes.push('payRangeTooWide');
  if (typeof job.existingVacancy !== 'boolean') codes.push('existingVacancyUnanswered');
  if (typeof job.aiScreening !== 'boolean') codes.push('aiScreeningUnanswered');
  if (CANADIAN_EXPERIENCE.test(`${job.description ?? ''}\n${job.requirements ?? ''}`)) codes.push('canadianExperience');
  return codes.map((code) => ({ code, ...CHECK_SHAPE[code], message: POSTING_CHECK_MESSAGES[code] }));
}
