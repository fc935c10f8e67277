/**
 * Writes src/company-zone.gen.ts: the offsets of the company's time zone from the year the company
 * was founded (no date the site shows is older) to 2041, read from the time zone database through
 * Intl (zoneOffsetChanges), so a browser can show the company's dates without building an Intl
 * formatter (see src/time-zone.ts). A unit test fails when the file disagrees with the time zone
 * database of the Node.js that runs it (a change of Ontario's rules arrives with a Node.js update).
 * Usage: node packages/shared/scripts/company-zone.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { COMPANY_TIME_ZONE, zoneOffsetChanges } from '../src/time-zone.ts';

export const COMPANY_ZONE_FILE = fileURLToPath(new URL('../src/company-zone.gen.ts', import.meta.url));
const FROM = new Date('2016-01-01T00:00:00Z');
const UNTIL = new Date('2041-01-01T00:00:00Z');

export function companyZoneSource(): string {
  const changes = zoneOffsetChanges(COMPANY_TIME_ZONE, FROM, UNTIL);
  return [
    '// Written by packages/shared/scripts/company-zone.ts from the time zone database: do not edit.',
    "/** The company's time zone (COMPANY_TIME_ZONE): from each moment, minutes ahead of UTC, until `until`. */",
    'export const COMPANY_ZONE_OFFSETS: { changes: readonly (readonly [from: string, offset: number])[]; until: string } = {',
    '  changes: [',
    ...changes.map(([at, offset]) => `    ['${at}', ${offset}],`),
    '  ],',
    `  until: '${UNTIL.toISOString()}',`,
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(COMPANY_ZONE_FILE, companyZoneSource());
  console.log(`Wrote ${COMPANY_ZONE_FILE}`);
}
