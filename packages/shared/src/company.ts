/**
 * The company's details. Site Settings hold the ones an admin can change (name, description, email,
 * phone, address and business hours); the rest are fixed facts. The web app and the head the
 * server writes into each page build what they show from the same settings row with these functions.
 */
import { provinceCode } from './location.ts';
import type { PublicSettingsDto } from './schemas/dtos.ts';

/** Facts Site Settings have no field for. */
export const COMPANY_PROFILE = {
  legalName: 'Northline Workforce Solutions Inc.',
  tagline: 'Staffing · Warehousing · Transportation',
  founded: 2016,
  careersEmail: 'careers@northlineworkforce.ca',
  areaServed: 'Ontario, Canada',
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/northline-workforce' },
    { name: 'Facebook', href: 'https://www.facebook.com/northlineworkforce' },
    { name: 'Instagram', href: 'https://www.instagram.com/northlineworkforce' },
    { name: 'X', href: 'https://x.com/northlinejobs' },
  ],
} as const;

export type CompanySettings = Pick<
  PublicSettingsDto,
  'companyName' | 'companyDescription' | 'companyDescriptionFr' | 'contactEmail' | 'contactPhone' | 'address' | 'businessHours'
>;

/** The company details Site Settings start with (the database defaults), shown when the settings cannot be read. */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = {
  companyName: 'Northline Workforce Solutions',
  companyDescription: 'Staffing and recruitment, warehouse services and transportation for Ontario businesses since 2016.',
  companyDescriptionFr: 'Dotation et recrutement, services d’entreposage et transport pour les entreprises de l’Ontario depuis 2016.',
  contactEmail: 'info@northlineworkforce.ca',
  contactPhone: '(905) 555-0148',
  address: '2250 Matheson Blvd E, Suite 400, Mississauga, ON L4W 5E1',
  businessHours: 'Monday - Friday: 9:00 AM - 5:00 PM; Saturday - Sunday: Closed',
};

/** The phone in international form ('(905) 555-0148' -> '+19055550148'), or null when it does not read as one. */
export function phoneE164(phone: string): string | null {
  // An extension ('ext. 12', 'x12') is not part of the number to dial.
  const trimmed = phone.trimEnd();
  const extension = /(?:ext\.?|extension|x|#)\s*\d+$/i.exec(trimmed);
  const main = extension ? trimmed.slice(0, extension.index).trimEnd() : trimmed;
  const digits = main.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  if (main.trim().startsWith('+') && digits.length >= 8 && digits.length <= 15) return `+${digits}`;
  return null;
}

/** A dialable tel: link for the phone as stored ('(905) 555-0148' -> 'tel:+19055550148'). */
export function telHref(phone: string): string {
  return `tel:${phoneE164(phone) ?? phone.replace(/[^\d+]/g, '')}`;
}

/** The phone as schema.org shows it ('+1-905-555-0148'); other numbers in international form, or as stored. */
export function schemaTelephone(phone: string): string {
  const e164 = phoneE164(phone);
  if (!e164) return phone.trim();
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return nanp ? `+1-${nanp[1]}-${nanp[2]}-${nanp[3]}` : e164;
}

export interface PostalAddressParts {
  streetAddress: string;
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry: 'CA';
}

const POSTAL_CODE_RE = /^[A-Z]\d[A-Z]\s?\d[A-Z]\d$/i;

/**
 * The address in parts when it reads as 'street, city, ON L4W 5E1' (a trailing ', Canada' allowed);
 * otherwise the whole text as the street address.
 */
export function postalAddress(address: string): PostalAddressParts {
  const parts = address
    .split(',')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (parts.length > 1 && /^canada$/i.test(parts[parts.length - 1]!)) parts.pop();
  if (parts.length >= 3) {
    const [regionText, ...postal] = parts[parts.length - 1]!.split(' ');
    const region = provinceCode(regionText!);
    const postalCode = postal.join(' ');
    if (region && (!postalCode || POSTAL_CODE_RE.test(postalCode))) {
      return {
        streetAddress: parts.slice(0, -2).join(', '),
        addressLocality: parts[parts.length - 2]!,
        addressRegion: region,
        ...(postalCode ? { postalCode: postalCode.toUpperCase() } : {}),
        addressCountry: 'CA',
      };
    }
  }
  return { streetAddress: address.trim(), addressCountry: 'CA' };
}

export interface HoursRow {
  /** 'Monday - Friday', or '' when the line names no days. */
  days: string;
  /** '9:00 AM - 5:00 PM', 'Closed'. */
  time: string;
}

/** 'Monday - Friday: 9:00 AM - 5:00 PM; Saturday - Sunday: Closed' -> one row per ';' or line. */
export function businessHoursRows(hours: string): HoursRow[] {
  return hours
    .split(/[;\n]/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      // 'Days: time': the first colon followed by a space ('9:00' has none).
      const colon = line.indexOf(':');
      const time = colon > 0 ? line.slice(colon + 1) : '';
      return colon > 0 && /^\s/.test(time) && time.trim() ? { days: line.slice(0, colon).trim(), time: time.trim() } : { days: '', time: line };
    });
}

const isClosed = (row: HoursRow) => /^closed\b/i.test(row.time);

/** What stands between a row's days and its hours: 'Monday - Friday: 9:00 AM', 'Du lundi au vendredi : 9 h'. */
export const hoursColon = (locale: string) => (locale === 'fr' ? '\u00a0: ' : ': ');

/** One row of the business hours as a line of text in `locale`. */
export const hoursRowText = (row: HoursRow, locale: string) => (row.days ? `${row.days}${hoursColon(locale)}${row.time}` : row.time);

/**
 * The rows of `shown` whose stored (English) row in `stored` is open, as one line in `locale`; all
 * rows when none is open. `shown` is `stored` itself or its French version, row for row.
 */
function openRowsText(stored: HoursRow[], shown: HoursRow[], locale: string): string {
  const open = shown.filter((_, i) => !isClosed(stored[i]!));
  return (open.length ? open : shown).map((row) => hoursRowText(row, locale)).join('; ');
}

/** The open hours only, for sentences ('Monday - Friday: 9:00 AM - 5:00 PM'); all rows when none is open. */
export function openHoursText(hours: string): string {
  const rows = businessHoursRows(hours);
  return openRowsText(rows, rows, 'en');
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Day = (typeof DAYS)[number];

function dayOf(word: string): Day | undefined {
  const key = word.trim().replace(/\.$/, '').toLowerCase();
  // Two letters tell every day apart ('Mo', 'Tu', 'Th', 'Sa', 'Su').
  return key.length < 2 ? undefined : DAYS.find((day) => day.toLowerCase().startsWith(key));
}

/** 'Monday - Friday' -> Monday to Friday; 'Sat, Sun' or 'Saturday & Sunday' -> both; 'Daily' -> every day. */
function daysOf(text: string): Day[] {
  if (/^(daily|every day|7 days)$/i.test(text.trim())) return [...DAYS];
  const range = text
    .trim()
    .split(/-|–|\bto\b/i)
    .map((part) => part.trim());
  if (range.length === 2 && range.every((part) => /^[a-z.]+$/i.test(part))) {
    const from = dayOf(range[0]!);
    const to = dayOf(range[1]!);
    if (!from || !to) return [];
    const start = DAYS.indexOf(from);
    const end = DAYS.indexOf(to);
    return end >= start ? DAYS.slice(start, end + 1) : [];
  }
  const list = text.split(/,|&|\band\b/i).map(dayOf);
  return list.every((d): d is Day => Boolean(d)) ? list : [];
}

/** '9:00 AM' -> '09:00'; '17:30' -> '17:30'. */
function clockOf(text: string): string | undefined {
  const m = /^(\d{1,2})(?::(\d{2}))?([ap])?\.?m?\.?$/i.exec(text.replace(/\s+/g, ''));
  if (!m) return undefined;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  const half = m[3]?.toLowerCase();
  if (half === 'p' && hour < 12) hour += 12;
  if (half === 'a' && hour === 12) hour = 0;
  if (hour > 24 || minute > 59) return undefined;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export interface OpeningHours {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: Day[];
  opens: string;
  closes: string;
}

/** The open rows of the business hours as schema.org OpeningHoursSpecification (rows it cannot read are left out). */
export function openingHoursSpecification(hours: string): OpeningHours[] {
  return businessHoursRows(hours).flatMap((row) => {
    if (isClosed(row)) return [];
    const dayOfWeek = daysOf(row.days);
    const clock = openAndClose(row.time);
    if (!dayOfWeek.length || !clock) return [];
    return [{ '@type': 'OpeningHoursSpecification' as const, dayOfWeek, ...clock }];
  });
}

/** '9:00 AM - 5:00 PM' -> { opens: '09:00', closes: '17:00' }; undefined when it does not read as two times. */
function openAndClose(time: string): { opens: string; closes: string } | undefined {
  const [from, to, ...rest] = time.split(/-|–|to/i).map((part) => part.trim());
  const opens = from ? clockOf(from) : undefined;
  const closes = to ? clockOf(to) : undefined;
  return opens && closes && !rest.length ? { opens, closes } : undefined;
}

/** Everything the site shows about the company: Site Settings over the defaults, with the fixed facts. */
export interface CompanyDetails {
  name: string;
  description: string;
  /** The description's French version (Site Settings), null when none is written. */
  descriptionFr: string | null;
  /** 'en' when a French page shows the English description or hours (no French version of them). */
  descriptionLang?: 'en';
  hoursLang?: 'en';
  email: string;
  phone: string;
  /** tel: link of the phone. */
  phoneHref: string;
  address: string;
  postalAddress: PostalAddressParts;
  /** Business hours as stored ('Monday - Friday: 9:00 AM - 5:00 PM; Saturday - Sunday: Closed'). */
  hours: string;
  hoursRows: HoursRow[];
  /** The open hours, for sentences. */
  openHours: string;
  shortName: string;
  legalName: string;
  founded: number;
  social: typeof COMPANY_PROFILE.social;
}

const pick = (value: string | null | undefined, fallback: string) => value?.trim() || fallback;

/** The company details from the public settings (blank or missing ones fall back to the defaults). */
/**
 * The company's short name (an installed app's label, 'Install …', the logo's large word): the
 * name itself when it is short, else its first word. 'Northline Workforce Solutions' -> 'Northline'.
 */
export function shortNameOf(name: string): string {
  return name.length <= 12 ? name : (name.split(/\s+/)[0] ?? name).slice(0, 12);
}

/**
 * The details of the last few settings seen, by their text: every component of a page asks for them
 * (the header, the footer, the page's own blocks and head), and parsing the address and the hours
 * was a measurable part of each server render. Callers read the answer, never change it.
 */
const recentDetails = new Map<string, CompanyDetails>();

export function companyDetails(settings?: Partial<CompanySettings> | null): CompanyDetails {
  const key = [
    settings?.companyName,
    settings?.companyDescription,
    settings?.companyDescriptionFr,
    settings?.contactEmail,
    settings?.contactPhone,
    settings?.address,
    settings?.businessHours,
  ].join('\u0000');
  let details = recentDetails.get(key);
  if (!details) {
    details = detailsOf(settings);
    if (recentDetails.size >= 8) recentDetails.delete(recentDetails.keys().next().value!);
    recentDetails.set(key, details);
  }
  return details;
}

function detailsOf(settings?: Partial<CompanySettings> | null): CompanyDetails {
  const d = DEFAULT_COMPANY_SETTINGS;
  const phone = pick(settings?.contactPhone, d.contactPhone);
  const address = pick(settings?.address, d.address);
  const hours = pick(settings?.businessHours, d.businessHours);
  return {
    name: pick(settings?.companyName, d.companyName),
    description: pick(settings?.companyDescription, d.companyDescription),
    // Missing (settings that cannot be read): the default's; written blank by staff: none.
    descriptionFr: (settings?.companyDescriptionFr === undefined ? d.companyDescriptionFr : settings.companyDescriptionFr?.trim()) || null,
    email: pick(settings?.contactEmail, d.contactEmail),
    phone,
    phoneHref: telHref(phone),
    address,
    postalAddress: postalAddress(address),
    hours,
    hoursRows: businessHoursRows(hours),
    openHours: openHoursText(hours),
    shortName: shortNameOf(pick(settings?.companyName, d.companyName)),
    legalName: COMPANY_PROFILE.legalName,
    founded: COMPANY_PROFILE.founded,
    social: COMPANY_PROFILE.social,
  };
}

/** schema.org Organization for the company; `origin` without a trailing slash ('https://example.ca'). */
export function organizationJsonLd(company: CompanyDetails, origin: string) {
  const telephone = schemaTelephone(company.phone);
  const hoursAvailable = openingHoursSpecification(company.hours);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: `${origin}/logo.svg`,
    foundingDate: String(company.founded),
    email: company.email,
    telephone,
    address: { '@type': 'PostalAddress', ...company.postalAddress },
    contactPoint: {
      '@type': 'ContactPoint',
      telephone,
      email: company.email,
      contactType: 'customer service',
      areaServed: 'CA',
      availableLanguage: ['English'],
      ...(hoursAvailable.length ? { hoursAvailable } : {}),
    },
    sameAs: company.social.map((s) => s.href),
    description: company.description,
    areaServed: COMPANY_PROFILE.areaServed,
  };
}

/** The company as the provider of a service (the division pages' Service JSON-LD). */
export function providerJsonLd(company: CompanyDetails) {
  return { '@type': 'Organization', name: company.name, telephone: schemaTelephone(company.phone), email: company.email };
}

const FRENCH_DAYS: Record<Day, string> = {
  Monday: 'lundi',
  Tuesday: 'mardi',
  Wednesday: 'mercredi',
  Thursday: 'jeudi',
  Friday: 'vendredi',
  Saturday: 'samedi',
  Sunday: 'dimanche',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** '09:00' -> '9 h', '17:30' -> '17 h 30' (the Canadian French way of writing the hour). */
function frenchClock(clock: string): string {
  const [hour, minute] = clock.split(':');
  return `${Number(hour)} h${minute === '00' ? '' : ` ${minute}`}`;
}

/** 'Monday - Friday' -> 'Du lundi au vendredi'; 'Saturday - Sunday' -> 'Samedi et dimanche'; 'Sat, Sun' -> 'Samedi, dimanche'. */
function frenchDays(text: string): string | undefined {
  if (/^(daily|every day|7 days)$/i.test(text.trim())) return 'Tous les jours';
  const days = daysOf(text);
  if (!days.length) return undefined;
  const isRange = days.length > 2 && /-|–|\bto\b/i.test(text);
  if (isRange) return `Du ${FRENCH_DAYS[days[0]!]} au ${FRENCH_DAYS[days[days.length - 1]!]}`;
  const names = days.map((day) => FRENCH_DAYS[day]);
  return capitalize(names.length === 2 && /-|–|\bto\b|&|\band\b/i.test(text) ? names.join(' et ') : names.join(', '));
}

/**
 * The business hours in French ('Monday - Friday: 9:00 AM - 5:00 PM; Saturday - Sunday: Closed' ->
 * 'Du lundi au vendredi : 9 h à 17 h', 'Samedi et dimanche : fermé'), from the one English text staff
 * write in Site Settings, so the French pages never fall out of step with it. Null when a row does not
 * read as days and hours: the French page then shows the English text, marked as English.
 */
export function frenchHoursRows(hours: string): HoursRow[] | null {
  const rows: HoursRow[] = [];
  for (const row of businessHoursRows(hours)) {
    const days = row.days ? frenchDays(row.days) : '';
    if (days === undefined) return null;
    if (isClosed(row)) {
      rows.push({ days, time: days ? 'fermé' : 'Fermé' });
      continue;
    }
    const clock = openAndClose(row.time);
    if (!clock) return null;
    rows.push({ days, time: `${frenchClock(clock.opens)} à ${frenchClock(clock.closes)}` });
  }
  return rows.length ? rows : null;
}

const localized = new WeakMap<CompanyDetails, CompanyDetails>();

/**
 * The company details a page in `locale` shows: on a French page the French description and the
 * hours in French, or the English ones marked `descriptionLang` / `hoursLang` 'en' when there is no
 * French version (the page sets lang="en" on them). English pages get the details as they are.
 */
export function localizedCompany(details: CompanyDetails, locale: string): CompanyDetails {
  if (locale !== 'fr') return details;
  let french = localized.get(details);
  if (!french) {
    const rows = frenchHoursRows(details.hours);
    french = {
      ...details,
      ...(details.descriptionFr ? { description: details.descriptionFr } : { descriptionLang: 'en' as const }),
      ...(rows
        ? {
            hours: rows.map((row) => hoursRowText(row, 'fr')).join('; '),
            hoursRows: rows,
            openHours: openRowsText(details.hoursRows, rows, 'fr'),
          }
        : { hoursLang: 'en' as const }),
    };
    localized.set(details, french);
  }
  return french;
}
