/**
 * A number written with comma thousands separators, as in English Canada and the US: 12500 ->
 * '12,500', (1234.5, 2) -> '1,234.50'. The same text as toLocaleString('en-CA' | 'en-US') gives for
 * the site's figures, without Intl: a page's first Intl number format loads ICU's data, about 90 ms
 * of a throttled phone's main thread while it hydrates.
 */
export function groupDigits(value: number, fractionDigits = 0): string {
  const [whole = '', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  let grouped = '';
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += ',';
    grouped += whole[i];
  }
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/**
 * A number as Canadian French writes it, without Intl like groupDigits: a space between thousands
 * and a decimal comma. 12500 -> '12 500', (1234.5, 2) -> '1 234,50'. Plain spaces (Intl writes
 * no-break ones): the text reads, wraps and is searched as people type it.
 */
export function groupDigitsFrench(value: number, fractionDigits = 0): string {
  return groupDigits(value, fractionDigits).replace(/[,.]/g, (mark) => (mark === ',' ? ' ' : ','));
}
