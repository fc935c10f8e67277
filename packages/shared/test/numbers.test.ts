import { describe, expect, it } from 'vitest';
import { groupDigits, groupDigitsFrench } from '../src/numbers.ts';
import { formatPay } from '../src/pay.ts';

describe('groupDigits', () => {
  it('writes what toLocaleString en-CA writes, without Intl', () => {
    const values = [0, 7, 12, 999, 1000, 10_000, 12_500, 99_999, 100_000, 1_234_567, 987_654_321, 2 ** 40, -5, -1234, -1_000_000];
    for (const v of values) expect(groupDigits(v)).toBe(v.toLocaleString('en-CA', { maximumFractionDigits: 0 }));
    for (const v of [0.5, 1.25, 22.5, 1234.5, 55_000.75, 1_000_000.1, -12.5]) {
      expect(groupDigits(v, 2)).toBe(v.toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    }
  });

  it('never writes a minus zero', () => {
    expect(groupDigits(-0)).toBe('0');
    expect(groupDigits(-0.001, 2)).toBe('0.00');
  });
});

describe('groupDigitsFrench and French pay', () => {
  // Intl writes no-break spaces; the site writes plain ones.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

  it('writes what toLocaleString fr-CA writes, without Intl', () => {
    for (const v of [0, 7, 999, 1000, 12_500, 1_234_567, -1234])
      expect(groupDigitsFrench(v)).toBe(plain(v.toLocaleString('fr-CA', { maximumFractionDigits: 0 })));
    for (const v of [0.5, 22.5, 1234.5, 55_000.75]) {
      expect(groupDigitsFrench(v, 2)).toBe(plain(v.toLocaleString('fr-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })));
    }
  });

  it("formats pay as Intl's fr-CA currency format does: '27,00 $ de l'heure', '55 000 $ par année', '30,00 $ US'", () => {
    const intl = (v: number, currency: string) =>
      plain(
        new Intl.NumberFormat('fr-CA', {
          style: 'currency',
          currency,
          currencyDisplay: currency === 'CAD' ? 'narrowSymbol' : 'symbol',
          minimumFractionDigits: Number.isInteger(v) && v >= 1000 ? 0 : 2,
          maximumFractionDigits: 2,
        }).format(v),
      );
    for (const currency of ['CAD', 'USD'])
      for (const v of [0.5, 27, 999.99, 1000, 1234.5, 55_000]) expect(formatPay({ payMin: v, payMax: v, currency }, 'fr')).toBe(intl(v, currency));
    expect(formatPay({ payMin: 27, payMax: 27, payPeriod: 'hour' }, 'fr')).toBe("27,00 $ de l'heure");
    expect(formatPay({ payMin: 22, payMax: 26, payPeriod: 'hour' }, 'fr')).toBe("22,00 $ à 26,00 $ de l'heure");
    expect(formatPay({ payMin: 55_000, payMax: 55_000, payPeriod: 'year' }, 'fr')).toBe('55 000 $ par année');
    expect(formatPay({ payMin: 20, payMax: 20, currency: 'MXN' }, 'fr')).toBe('20,00 MXN');
  });
});
