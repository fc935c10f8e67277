/**
 * The job types (section 9: Full-Time, Part-time, Contract, Remote) and their spellings: the stored
 * one, the admin form's (it writes 'Part-Time'; both spellings appear in the specification) and
 * schema.org's employmentType. Every list of types, and every reading of a typed or stored type,
 * comes from this table.
 */
export const JOB_TYPE_SPELLINGS = {
  'Full-Time': { admin: 'Full-Time', schemaOrg: 'FULL_TIME' },
  'Part-time': { admin: 'Part-Time', schemaOrg: 'PART_TIME' },
  Contract: { admin: 'Contract', schemaOrg: 'CONTRACTOR' },
  Remote: { admin: 'Remote', schemaOrg: 'OTHER' },
} as const;

/** A job type as it is stored. */
export type JobType = keyof typeof JOB_TYPE_SPELLINGS;

/** The types as they are stored, in the specification's order (the public forms and filters offer these). */
export const JOB_TYPES = Object.keys(JOB_TYPE_SPELLINGS) as readonly JobType[];

/** The types as the admin job form offers them. */
export const ADMIN_JOB_TYPES: readonly string[] = JOB_TYPES.map((type) => JOB_TYPE_SPELLINGS[type].admin);

/** 'Part-Time', 'part time', 'PART_TIME' and 'parttime' are one key. */
const keyOf = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

const BY_KEY = new Map<string, JobType>();
for (const type of JOB_TYPES) {
  for (const spelling of [type, JOB_TYPE_SPELLINGS[type].admin]) {
    BY_KEY.set(keyOf(spelling), type);
    BY_KEY.set(keyOf(spelling).replace(/-/g, ''), type);
  }
}

/** The stored type of any accepted spelling (case, spaces, hyphens or underscores aside); undefined for anything else. */
export const normalizeJobType = (value: string): JobType | undefined => BY_KEY.get(keyOf(value));

/** How the admin form spells a stored type ('Part-time' is shown as 'Part-Time'); an unknown type as it is. */
export function adminJobType(type: string): string {
  const known = normalizeJobType(type);
  return known ? JOB_TYPE_SPELLINGS[known].admin : type;
}

/** schema.org employmentType of a job's type (OTHER for one it does not name). */
export function employmentTypeOf(type: string): string {
  const known = normalizeJobType(type);
  return known ? JOB_TYPE_SPELLINGS[known].schemaOrg : 'OTHER';
}
