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
  // Own keys only: 'constructor' or '__proto__' typed as a place is no province (an inherited
  // property of the lookup objects was returned, and the job's write failed with a 500).
  if (Object.hasOwn(PROVINCES, upper)) return upper as ProvinceCode;
  for (const [code, name] of Object.entries(PROVINCES)) if (name.toLowerCase() === key) return code as ProvinceCode;
  return Object.hasOwn(PROVINCE_ALIASES, key) ? PROVINCE_ALIASES[key] : undefined;
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

/** A Canadian postal code ('L5T 2N7', 'l5t2n7'): no part of a place's name. */
const POSTAL_CODE_RE = /\b[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d\b/g;
/** How the work is done, written before the place: 'Hybrid - Toronto', 'On-site: Milton'. */
const WORK_MODE_PREFIX_RE = /^(?:hybrid|on[- ]?site|in[- ]person)\s*[-–—:|]\s*/i;
/** A remark in brackets after the place: 'Toronto (Downtown)'. */
const BRACKETS_RE = /\([^()]*\)/g;

/**
 * Where a job is: 'Mississauga, ON' -> Mississauga, ON; 'Toronto' -> Toronto; 'Remote - Ontario'
 * -> remote in ON; 'Anywhere in Canada' -> remote. Used when a job is stored. Messy addresses
 * still give their city: a postal code, a work mode ('Hybrid - Toronto'), a remark in brackets,
 * 'Canada', and parts that are no city (a unit, a street number, an intersection such as
 * '401 & Keele') are passed over: the city is the first part that reads as one. When nothing does,
 * city and province stay null and the search finds the job by the words of its location instead.
 */
export function parseJobLocation(location: string): Place {
  const text = tidy(location.replace(POSTAL_CODE_RE, ' '));
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
  // Québec City is written as its province is: 'Québec, QC' is the city, not the province twice.
  const first = tidy(parts[0] ?? '');
  if (parts.length > 1 && province === 'QC' && /^qu[eé]bec$/i.test(first) && provinceCode(parts[parts.length - 1]!.split(/\s+/)[0]!) === 'QC') {
    return { city: first, province, remote };
  }
  // The city: the first part (other than a province or 'Canada') that reads as a city name.
  const candidates = parts
    .map((part) => tidy(part.replace(BRACKETS_RE, '').replace(WORK_MODE_PREFIX_RE, '')))
    .map((part) => (province && parts.length === 1 ? withoutTrailingProvince(part, province) : part))
    .filter((part) => part && !provinceCode(part) && !provinceCode(part.split(/\s+/)[0]!) && !/^canada$/i.test(part));
  const city = candidates.find((part) => CITY_RE.test(part)) ?? null;
  if (!city && parts.length === 1 && provinceCode(parts[0]!)) return { city: null, province: province ?? provinceCode(parts[0]!) ?? null, remote };
  return { city, province, remote };
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

// ---------------------------------------------------------------- search by distance

/** The radii a search `near` a place may use, in km, and the one it uses when none is given. */
export const NEAR_RADII_KM = [10, 25, 50, 100] as const;
export type NearRadiusKm = (typeof NEAR_RADII_KM)[number];
export const DEFAULT_NEAR_RADIUS_KM: NearRadiusKm = 25;
export const NEAR_RADIUS_MESSAGE = `radius must be one of: ${NEAR_RADII_KM.join(', ')} (km)`;

/** A place of the gazetteer, as a search names it back: 'Mississauga', 'ON'. */
export interface PlaceName {
  name: string;
  province: string;
}

/**
 * What a search `near` a typed place the gazetteer does not know answers (HTTP 400), with the
 * closest names it knows: We don't know the place "Xyzzy". Did you mean: Mississauga, ON; Milton, ON?
 */
export function unknownPlaceMessage(typed: string, suggestions: readonly PlaceName[]): string {
  const head = `We don't know the place "${typed}".`;
  if (suggestions.length === 0) return `${head} Try a Canadian city or town, such as "Mississauga, ON".`;
  return `${head} Did you mean: ${suggestions.map((place) => placeLabel(place.name, place.province)).join('; ')}?`;
}

const UNKNOWN_PLACE_START = `We don't know the place "`;
const SUGGESTIONS_START = '". Did you mean: ';

/**
 * The places an unknown-place message suggests (unknownPlaceMessage read back: 'Mississauga, ON;
 * Milton, ON' -> two places), [] when it suggests none, undefined for any other message. For a
 * page that has only the message of the error (an error written into the page by the server keeps
 * its message, not always its issues).
 */
export function unknownPlaceSuggestions(message: string): PlaceName[] | undefined {
  if (!message.startsWith(UNKNOWN_PLACE_START)) return undefined;
  const at = message.lastIndexOf(SUGGESTIONS_START);
  if (at < 0 || !message.endsWith('?')) return [];
  return message
    .slice(at + SUGGESTIONS_START.length, -1)
    .split('; ')
    .map((label) => {
      const comma = label.lastIndexOf(', ');
      return { name: label.slice(0, comma), province: label.slice(comma + 2) };
    })
    .filter((place) => place.name !== '' && /^[A-Z]{2}$/.test(place.province));
}

/**
 * How far a job is from the searched place, as a card says it: 'about 12 km from Mississauga',
 * 'less than 1 km from Laval'. Kilometres are rounded to whole ones (the place is a town's centre,
 * not an address: a decimal would promise more than it knows).
 */
export function distanceLabel(km: number, placeName: string, locale: 'en' | 'fr' = 'en'): string {
  if (locale === 'fr') return km < 1 ? `à moins de 1 km de ${placeName}` : `à environ ${Math.round(km)} km de ${placeName}`;
  if (km < 1) return `less than 1 km from ${placeName}`;
  return `about ${Math.round(km)} km from ${placeName}`;
}
