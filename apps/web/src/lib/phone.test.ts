import { describe, expect, it } from 'vitest';
import { formatPhone, PHONE_MAX_LENGTH } from './phone';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['4', '(4'],
    ['416', '(416'],
    ['4165', '(416) 5'],
    ['416555', '(416) 555'],
    ['4165550', '(416) 555-0'],
    ['4165550199', '(416) 555-0199'],
    ['416-555-0199 ext 7', '(416) 555-0199'],
    ['(416) 555 0199', '(416) 555-0199'],
    ['abc', ''],
  ])('%s -> %s', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('never exceeds the field limit', () => {
    expect(formatPhone('1234567890123456').length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
  });
});
