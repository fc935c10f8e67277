import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { InlineStyles, acceptedEncodings, pageEncoding } from '../src/plugins/page-bytes.ts';

const STYLES = { '/assets/a.css': 'body{margin:0;color:#123}'.repeat(400), '/assets/b.css': '.card{padding:1rem}'.repeat(300), '/assets/c.css': '.x{}' };

/** A page as the render writes it with `styles` manifest's placeholders for `hrefs`. */
function rendered(manifest: { inlineCss?: { styles: Record<string, string> } }, hrefs: string[], text = 'Hello') {
  const css = hrefs.map((href) => manifest.inlineCss!.styles[href]).join('');
  const own = `<p>${text} é ✓</p>`.repeat(200);
  return Buffer.from(`<!DOCTYPE html><html><head><title>t</title><style data-tsr-inline-css="">${css}</style></head><body>${own}</body></html>`);
}
const whole = (hrefs: string[], text = 'Hello') =>
  `<!DOCTYPE html><html><head><title>t</title><style data-tsr-inline-css="">${hrefs.map((h) => STYLES[h as keyof typeof STYLES]).join('')}</style></head><body>${`<p>${text} é ✓</p>`.repeat(200)}</body></html>`;

describe('a page with the stylesheets apart', () => {
  it('renders short placeholders and puts the stylesheets back, byte for byte, in every encoding', async () => {
    const styles = new InlineStyles();
    const manifest = styles.withPlaceholders({ routes: {}, inlineCss: { styles: STYLES } });
    expect(Object.keys(manifest.inlineCss.styles)).toEqual(Object.keys(STYLES));
    expect(Object.values(manifest.inlineCss.styles).every((p) => /^\/\*@inline-css:\d+\*\/$/.test(p))).toBe(true);

    const page = styles.split(rendered(manifest, ['/assets/a.css', '/assets/b.css']));
    expect(page.style).toBeDefined();
    expect(page.whole().toString('utf8')).toBe(whole(['/assets/a.css', '/assets/b.css']));
    // The page's own bytes hold none of the stylesheets.
    expect(Buffer.concat(page.own).length).toBeLessThan(page.whole().length - STYLES['/assets/a.css'].length);

    const expected = whole(['/assets/a.css', '/assets/b.css']);
    expect(zstdDecompressSync(await page.compress('zstd')).toString('utf8')).toBe(expected);
    expect(gunzipSync(await page.compress('gzip')).toString('utf8')).toBe(expected);
    expect(brotliDecompressSync(await page.compress('br')).toString('utf8')).toBe(expected);
    expect(brotliDecompressSync(await page.compress('br', 5)).toString('utf8')).toBe(expected);
  });

  it('makes the stylesheets compressed once per set of them, shared by every page of that set', async () => {
    const styles = new InlineStyles();
    const manifest = styles.withPlaceholders({ routes: {}, inlineCss: { styles: STYLES } });
    const one = styles.split(rendered(manifest, ['/assets/a.css'], 'One'));
    const two = styles.split(rendered(manifest, ['/assets/a.css'], 'Two'));
    const other = styles.split(rendered(manifest, ['/assets/a.css', '/assets/c.css'], 'Three'));
    expect(two.style).toBe(one.style);
    expect(other.style).not.toBe(one.style);
    expect(await one.style!.zstd()).toBe(await two.style!.zstd());
    expect(zstdDecompressSync(await two.compress('zstd')).toString('utf8')).toBe(whole(['/assets/a.css'], 'Two'));
    expect(gunzipSync(await other.compress('gzip')).toString('utf8')).toBe(whole(['/assets/a.css', '/assets/c.css'], 'Three'));
  });

  it('leaves a page without placeholders whole (no inline styles, a development build)', async () => {
    const styles = new InlineStyles();
    expect(styles.withPlaceholders({ routes: {} })).toEqual({ routes: {} });
    const body = Buffer.from('<!DOCTYPE html><p>/*@inline-css:7*/ is text here</p>');
    const page = styles.split(body);
    expect(page.style).toBeUndefined();
    expect(page.whole()).toBe(body);
    expect(gunzipSync(await page.compress('gzip')).equals(body)).toBe(true);
    expect(zstdDecompressSync(await page.compress('zstd')).equals(body)).toBe(true);
  });
});

describe('the encoding a page is sent in', () => {
  it('reads Accept-Encoding, q=0 refusing', () => {
    expect([...acceptedEncodings('gzip, deflate, br, zstd')].sort()).toEqual(['br', 'gzip', 'zstd']);
    expect([...acceptedEncodings('br;q=0, gzip;q=0.5, ZSTD;q=0.0')]).toEqual(['gzip']);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
    expect([...acceptedEncodings('identity')]).toEqual([]);
  });

  it('chooses zstd, then gzip, then brotli; a kept page its smaller brotli before gzip', () => {
    expect(pageEncoding(acceptedEncodings('gzip, deflate, br, zstd'))).toBe('zstd');
    expect(pageEncoding(acceptedEncodings('gzip, deflate, br'))).toBe('gzip');
    expect(pageEncoding(acceptedEncodings('gzip, deflate, br'), true)).toBe('br');
    expect(pageEncoding(acceptedEncodings('br'))).toBe('br');
    expect(pageEncoding(acceptedEncodings('deflate'))).toBeUndefined();
  });
});
