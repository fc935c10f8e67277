import { describe, expect, it } from 'vitest';
import { ontarioPostingChecks, payRangeTooWide, postingRulesApply, yearlyRange } from '@app/shared/posting-rules';
import { ZJobSubmitInput, payContradictions } from '@app/shared/schemas/inputs';

const answered = {
  location: 'Toronto, ON',
  payMin: 22,
  payMax: 26,
  payPeriod: 'hour' as const,
  existingVacancy: true,
  aiScreening: false,
  description: 'Drive forklifts.',
};
const codes = (job: Parameters<typeof ontarioPostingChecks>[0]) => ontarioPostingChecks(job).map((c) => c.code);

describe('ontarioPostingChecks', () => {
  it('passes a complete Ontario posting', () => {
    expect(codes(answered)).toEqual([]);
  });

  it('applies to Ontario only (from the province or the location), unless the employer has fewer than 25 employees', () => {
    expect(postingRulesApply({ location: 'Mississauga, ON' })).toBe(true);
    expect(postingRulesApply({ location: 'Calgary, AB' })).toBe(false);
    expect(postingRulesApply({ province: 'ON' })).toBe(true);
    expect(postingRulesApply({ location: 'Toronto, ON', employerUnder25: true })).toBe(false);
    expect(codes({ location: 'Calgary, AB' })).toEqual([]);
    expect(codes({ location: 'Toronto, ON', employerUnder25: true })).toEqual([]);
  });

  it('asks for a pay figure or range', () => {
    expect(codes({ ...answered, payMin: null, payMax: null })).toEqual(['payMissing']);
    expect(codes({ ...answered, payMax: null })).toEqual([]);
    expect(codes({ ...answered, payMin: null })).toEqual([]);
  });

  it('limits a range to $50,000 a year unless the top exceeds $200,000, comparing yearly equivalents', () => {
    expect(yearlyRange({ payMin: 20, payMax: 30, payPeriod: 'hour' })).toEqual({ width: 20_800, top: 62_400 });
    expect(payRangeTooWide({ payMin: 50_000, payMax: 100_000, payPeriod: 'year' })).toBe(false);
    expect(payRangeTooWide({ payMin: 50_000, payMax: 100_001, payPeriod: 'year' })).toBe(true);
    expect(payRangeTooWide({ payMin: 20, payMax: 50, payPeriod: 'hour' })).toBe(true);
    expect(payRangeTooWide({ payMin: 4000, payMax: 8500, payPeriod: 'month' })).toBe(true);
    expect(payRangeTooWide({ payMin: 120_000, payMax: 250_000, payPeriod: 'year' })).toBe(false);
    expect(payRangeTooWide({ payMin: 150_000, payMax: 200_000.01, payPeriod: 'year' })).toBe(false);
    expect(codes({ ...answered, payMin: 40_000, payMax: 120_000, payPeriod: 'year' })).toEqual(['payRangeTooWide']);
  });

  it('asks both questions', () => {
    expect(codes({ ...answered, existingVacancy: null })).toEqual(['existingVacancyUnanswered']);
    expect(codes({ ...answered, aiScreening: undefined })).toEqual(['aiScreeningUnanswered']);
    expect(codes({ ...answered, existingVacancy: false, aiScreening: true })).toEqual([]);
  });

  it("warns on 'Canadian experience'", () => {
    const [check] = ontarioPostingChecks({ ...answered, requirements: '- 2 years Canadian experience' });
    expect(check).toMatchObject({ code: 'canadianExperience', level: 'warning', field: 'requirements' });
    expect(codes({ ...answered, description: 'canadian  work experience is an asset' })).toEqual(['canadianExperience']);
    expect(codes({ ...answered, description: 'Experience with Canadian customs forms' })).toEqual([]);
  });
});

describe('payContradictions and the job schemas', () => {
  it('names the field of each contradiction', () => {
    expect(payContradictions({ payMin: 30, payMax: 20, payPeriod: 'hour' })).toEqual([
      { path: 'payMax', message: 'Maximum pay must be at least the minimum pay' },
    ]);
    expect(payContradictions({ payPeriod: 'year' })).toEqual([{ path: 'payPeriod', message: 'Enter a pay amount for the pay period' }]);
    expect(payContradictions({ payMin: 20 })).toEqual([{ path: 'payPeriod', message: 'Please select a pay period' }]);
    expect(payContradictions({ location: 'Toronto, ON', payMin: 1, payMax: 60_000, payPeriod: 'year' })[0]!.path).toBe('payMax');
    expect(payContradictions({ location: 'Toronto, ON', employerUnder25: true, payMin: 1, payMax: 60_000, payPeriod: 'year' })).toEqual([]);
  });

  it('reads form values: blank is absent, numbers as text, yes/no answers', () => {
    const base = {
      title: 'Driver',
      company: 'Co',
      location: 'Toronto, ON',
      type: 'Full-Time',
      category: 'Drivers',
      description: 'Drive.',
      contactEmail: 'a@b.ca',
      contactPhone: '(905) 555-0101',
    };
    const parsed = ZJobSubmitInput.parse({
      ...base,
      payMin: '55,000',
      payMax: '$60000',
      payPeriod: 'year',
      currency: 'usd',
      existingVacancy: 'yes',
      aiScreening: 'no',
      employerUnder25: '',
    });
    expect(parsed).toMatchObject({
      payMin: 55_000,
      payMax: 60_000,
      payPeriod: 'year',
      currency: 'USD',
      existingVacancy: true,
      aiScreening: false,
      employerUnder25: null,
    });
    expect(ZJobSubmitInput.parse({ ...base, payMin: '', payMax: '', payPeriod: '' })).toMatchObject({ payMin: null, payMax: null, payPeriod: null });
    expect(ZJobSubmitInput.safeParse({ ...base, payMin: -1, payPeriod: 'hour' }).error?.issues[0]?.message).toBe('Minimum pay cannot be negative');
    // The spec's body, without any of the new fields, stays valid.
    expect(ZJobSubmitInput.safeParse({ ...base, salary: '$20/hour' }).success).toBe(true);
  });
});
