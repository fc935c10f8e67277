import { describe, expect, it } from 'vitest';
import { jobCategoryName, jobTypeName, NAMED_JOB_CATEGORIES } from '../src/job-names.ts';
import { ADMIN_JOB_CATEGORIES, PUBLIC_JOB_CATEGORIES } from '../src/constants.ts';
import { describeJobAlertSearch } from '../src/schemas/job-alerts.ts';
import { ADMIN_JOB_TYPES, JOB_TYPES, adminJobType, employmentTypeOf, normalizeJobType } from '@app/shared/job-types';
import { APP_SOURCE_DIRS, sourcesWhere } from './app-sources.ts';

describe('the job types', () => {
  it('are the four of the specification, stored as the public forms spell them; the admin form writes Part-Time', () => {
    expect(JOB_TYPES).toEqual(['Full-Time', 'Part-time', 'Contract', 'Remote']);
    expect(ADMIN_JOB_TYPES).toEqual(['Full-Time', 'Part-Time', 'Contract', 'Remote']);
    expect(adminJobType('Part-time')).toBe('Part-Time');
    expect(adminJobType('part time')).toBe('Part-Time');
    expect(adminJobType('Full-Time')).toBe('Full-Time');
    expect(adminJobType('Internship')).toBe('Internship');
  });

  it('read any spelling as the stored type', () => {
    expect(normalizeJobType('Part-Time')).toBe('Part-time');
    expect(normalizeJobType('part time')).toBe('Part-time');
    expect(normalizeJobType('parttime')).toBe('Part-time');
    expect(normalizeJobType('full time')).toBe('Full-Time');
    expect(normalizeJobType('FULL_TIME')).toBe('Full-Time');
    expect(normalizeJobType('Full-Time')).toBe('Full-Time');
    expect(normalizeJobType(' contract ')).toBe('Contract');
    expect(normalizeJobType('REMOTE')).toBe('Remote');
    for (const type of [...JOB_TYPES, ...ADMIN_JOB_TYPES]) expect(JOB_TYPES).toContain(normalizeJobType(type));
    expect(normalizeJobType('Internship')).toBeUndefined();
    expect(normalizeJobType('Full--Time')).toBeUndefined();
    expect(normalizeJobType('')).toBeUndefined();
  });

  it("give schema.org's employmentType, both Part-time spellings alike", () => {
    expect(employmentTypeOf('Full-Time')).toBe('FULL_TIME');
    expect(employmentTypeOf('Part-time')).toBe('PART_TIME');
    expect(employmentTypeOf('Part-Time')).toBe('PART_TIME');
    expect(employmentTypeOf('Contract')).toBe('CONTRACTOR');
    expect(employmentTypeOf('Remote')).toBe('OTHER');
    expect(employmentTypeOf('Seasonal')).toBe('OTHER');
  });

  it("have their spellings in one table: no other source writes the admin form's 'Part-Time'", () => {
    const writing = sourcesWhere(APP_SOURCE_DIRS, (text) => text.includes(`'Part-Time'`));
    expect(writing).toEqual(['packages/shared/src/job-types.ts']);
  });
});

describe('job types and categories by name, in each language (issue 35)', () => {
  it('names a type in French from any accepted spelling, and in English as stored', () => {
    expect(jobTypeName('Full-Time', 'fr')).toBe('Temps plein');
    expect(jobTypeName('part time', 'fr')).toBe('Temps partiel');
    expect(jobTypeName('PART_TIME', 'en')).toBe('Part-time');
    expect(jobTypeName('Seasonal', 'fr')).toBe('Seasonal');
  });

  it('names a category in French, and leaves English and unknown categories as they are', () => {
    expect(jobCategoryName('Warehouse', 'fr')).toBe('Entrepôt');
    expect(jobCategoryName('Customer Service', 'fr')).toBe('Service à la clientèle');
    expect(jobCategoryName('Warehouse', 'en')).toBe('Warehouse');
    expect(jobCategoryName('Forestry', 'fr')).toBe('Forestry');
    // Every category a form offers has a French name.
    for (const category of [...PUBLIC_JOB_CATEGORIES, ...ADMIN_JOB_CATEGORIES]) expect(NAMED_JOB_CATEGORIES).toContain(category);
  });

  it("describes a job alert's search with the type and category in the alert's language", () => {
    expect(describeJobAlertSearch({ query: 'cariste', type: 'Full-Time', category: 'Warehouse' }, 'fr')).toBe('« cariste » · Temps plein · Entrepôt');
    expect(describeJobAlertSearch({ query: 'forklift', type: 'Full-Time', category: 'Warehouse' }, 'en')).toMatch(/Full-Time · Warehouse$/);
  });
});
