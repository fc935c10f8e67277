import { describe, expect, it } from 'vitest';
import { isBarePayText, jobPay, postedSalaryText, salaryOf } from '../src/pay.ts';

const structured = { payMin: 22, payMax: 26, payPeriod: 'hour' as const, currency: 'CAD' };

describe('jobPay: the one way pay is written on cards and job pages', () => {
  it('writes structured pay, with no salary text at all', () => {
    expect(jobPay({ ...structured, salary: null })).toEqual({ pay: '$22 – $26 an hour', note: undefined });
  });

  it('never shows the same pay twice: a salary text that only restates it is dropped', () => {
    for (const salary of ['$22 - $26/hour', '$22 – $26 an hour', '22-26 per hour', '$22 to $26 hourly', 'CAD $22 - $26 / hr']) {
      expect(jobPay({ ...structured, salary })).toEqual({ pay: '$22 – $26 an hour', note: undefined });
    }
  });

  it('keeps a salary text that adds something, as a note beside the pay', () => {
    expect(jobPay({ ...structured, salary: '$22 - $26/hour plus tips' })).toEqual({ pay: '$22 – $26 an hour', note: '$22 - $26/hour plus tips' });
    expect(jobPay({ ...structured, salary: 'Up to $26/hour' }).note).toBe('Up to $26/hour');
  });

  it('shows the salary text itself when no amount could be read from it, and nothing without pay', () => {
    expect(jobPay({ salary: 'Competitive', payMin: null, payMax: null, payPeriod: null })).toEqual({ pay: 'Competitive', note: undefined });
    expect(jobPay({ salary: null, payMin: null, payMax: null, payPeriod: null })).toEqual({ pay: undefined, note: undefined });
    expect(jobPay({ salary: '   ', payMin: null, payMax: null, payPeriod: null })).toEqual({ pay: undefined, note: undefined });
  });
});

describe('isBarePayText', () => {
  it('is true for figures and periods only, false for any other word', () => {
    expect(isBarePayText('$55,000 - $65,000 / year')).toBe(true);
    expect(isBarePayText('55k per annum')).toBe(true);
    expect(isBarePayText('$55,000 - $65,000 / year plus bonus')).toBe(false);
    expect(isBarePayText('Depending on experience')).toBe(false);
  });
});

describe('the REST salary', () => {
  it('is the poster text, or the structured pay written out when there is none', () => {
    expect(salaryOf({ ...structured, salary: '$22 - $26/hour' })).toBe('$22 - $26/hour');
    expect(salaryOf({ ...structured, salary: null })).toBe('$22 – $26 an hour');
    expect(salaryOf({ salary: null, payMin: null, payMax: null, payPeriod: null })).toBeNull();
  });

  it('a form edits the poster text, not the written-out pay', () => {
    expect(postedSalaryText({ ...structured, salary: '$22 – $26 an hour' })).toBe('');
    expect(postedSalaryText({ ...structured, salary: '$20/hour' })).toBe('$20/hour');
    expect(postedSalaryText({ ...structured, salary: null })).toBe('');
  });
});
