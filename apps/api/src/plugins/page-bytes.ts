/**
 * A written page's bytes, and each compressed form of them (issue 37, item 1: a fresh page cheaper).
 *
 * Every page carries the site's stylesheets in one <style> in its head (150-160 KB of a 200-240 KB
 * page), the same text on every page of a route. Compressed again for each fresh page, that text was
 * two thirds of the page's compression (brotli 4 on the home page: 2.0 of 2.9 ms) and went through
 * the render's streams as a string. So the server renders the stylesheets as short placeholders
 * (`/*@inline-css:N*\/`, one per stylesheet: {@link InlineStyles}), and a written page is three
 * parts: its own bytes before the style's text, the text itself (one {@link StyleText} per set of
 * stylesheets, each compressed form of it made once), and its own bytes after. A compressed page is
 * its two parts compressed afresh around the style's form made once:
 * - zstd: three frames (a zstd stream is one or more frames, decoded one after the other, RFC 8878
 *   §3.1), the style's at level 19;
 * - gzip: one deflate stream whose parts each end on a byte boundary (a sync flush) with nothing
 *   referring back across them, the style's at level 9, the page's own at 6, with the CRC-32 and
 *   length of the whole page;
 * - brotli has no such seam in Node (no BROTLI_PARAM_STREAM_OFFSET): the whole page, as before.
 * The visitor's encoding is chosen by pageEncoding: the joined forms first for a fresh page.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, crc32, deflateRaw, gzip, zstdCompress } from 'node:zlib';

const brotliAsync = promisify(brotliCompress);
const deflateRawAsync = promisify(deflateRaw);
const gzipAsync = promisify(gzip);
const zstdAsync = promisify(zstdCompress);

export type PageEncoding = 'zstd' | 'br' | 'gzip';

/**
 * Brotli's quality for a page as it is rendered: 4, as @fastify/compress writes every other dynamic
 * answer; a kept page's brotli is made again at 5 (about 9 % smaller, 1.4 times the time) for the
 * visitors after, off the request's path.
 */
export const FRESH_BROTLI_QUALITY = 4;
export const KEPT_BROTLI_QUALITY = 5;
/** zstd's level for a page's own parts (about brotli 4's bytes for a tenth of its time), and for the style's text, made once. */
export const PAGE_ZSTD_LEVEL = 3;
export const STYLE_ZSTD_LEVEL = 19;
/** gzip's level for a page's own parts (zlib's default), and for the style's text, made once. */
export const PAGE_GZIP_LEVEL = 6;
export const STYLE_GZIP_LEVEL = 9;

const PLACEHOLDER_START = '/*@inline-css:';
const PLACEHOLDER_END = '*/';
const START = Buffer.from(PLACEHOLDER_START, 'latin1');
/** gzip's header: deflate, no name or time, from a Unix system (as zlib writes it). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
const EMPTY = Buffer.alloc(0);

/** The text of one set of stylesheets as a page carries it, and its compressed forms, each made once. */
export class StyleText {
  readonly text: Buffer;
  #zstd?: Promise<Buffer>;
  #deflated?: Promise<Buffer>;
  constructor(text: Buffer) {
    this.text = text;
  }
  /** One zstd frame. */
  zstd(): Promise<Buffer> {
    return (this.#zstd ??= zstdAsync(this.text, { pledgedSrcSize: this.text.length, params: { [constants.ZSTD_c_compressionLevel]: STYLE_ZSTD_LEVEL } }));
  }
  /** Raw deflate ending on a byte boundary, not final: a middle part of a deflate stream. */
  deflated(): Promise<Buffer> {
    return (this.#deflated ??= deflateRawAsync(this.text, { level: STYLE_GZIP_LEVEL, finishFlush: constants.Z_SYNC_FLUSH }));
  }
}

/**
 * The stylesheets the router writes into a page (the manifest's `inlineCss`), rendered as
 * placeholders and put back by the server: see the top of this file.
 */
export class InlineStyles {
  readonly #texts: Buffer[] = [];
  readonly #sets = new Map<string, StyleText>();

  /** The manifest to render with: each stylesheet's text replaced by its placeholder (a CSS comment). */
  withPlaceholders<M extends object>(manifest: M): M {
    const inlineCss = (manifest as { inlineCss?: { styles: Record<string, string> } }).inlineCss;
    const styles = inlineCss?.styles;
    if (!styles) return manifest;
    const placed: Record<string, string> = {};
    for (const [href, text] of Object.entries(styles)) {
      const n = this.#texts.push(Buffer.from(text, 'utf8')) - 1;
      placed[href] = `${PLACEHOLDER_START}${n}${PLACEHOLDER_END}`;
    }
    return { ...manifest, inlineCss: { ...inlineCss, styles: placed } };
  }

  /** A rendered page in its parts: the run of placeholders (the <style>'s text) is the middle one. */
  split(body: Buffer): PageBytes {
    const start = body.indexOf(START);
    if (start < 0 || this.#texts.length === 0) return new PageBytes(body);
    const ids: number[] = [];
    let end = start;
    while (body.toString('latin1', end, end + START.length) === PLACEHOLDER_START) {
      const close = body.indexOf(PLACEHOLDER_END, end + START.length, 'latin1');
      const id = close < 0 ? NaN : Number(body.toString('latin1', end + START.length, close));
      if (!Number.isSafeInteger(id) || !this.#texts[id]) break;
      ids.push(id);
      end = close + PLACEHOLDER_END.length;
    }
    if (ids.length === 0) return new PageBytes(body);
    const key = ids.join(',');
    let style = this.#sets.get(key);
    if (!style) this.#sets.set(key, (style = new StyleText(Buffer.concat(ids.map((id) => this.#texts[id]!)))));
    return new PageBytes(body.subarray(0, start), style, body.subarray(end));
  }
}

/** A page's bytes: its own before and after the style's text (when it has one). */
export class PageBytes {
  readonly before: Buffer;
  readonly style?: StyleText;
  readonly after: Buffer;
  constructor(before: Buffer, style?: StyleText, after: Buffer = EMPTY) {
    this.before = before;
    this.style = style;
    this.after = after;
  }

  /** The page's own bytes, without the style's text (where its scripts are). */
  get own(): Buffer[] {
    return this.style ? [this.before, this.after] : [this.before];
  }

  /** The whole page. */
  whole(): Buffer {
    return this.style ? Buffer.concat([this.before, this.style.text, this.after]) : this.before;
  }

  /** The page in `encoding`; brotli at `brotliQuality`. */
  async compress(encoding: PageEncoding, brotliQuality = FRESH_BROTLI_QUALITY): Promise<Buffer> {
    if (encoding === 'br') {
      const whole = this.whole();
      return brotliAsync(whole, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: whole.length } });
    }
    if (encoding === 'zstd') {
      const frame = (bytes: Buffer) => zstdAsync(bytes, { pledgedSrcSize: bytes.length, params: { [constants.ZSTD_c_compressionLevel]: PAGE_ZSTD_LEVEL } });
      if (!this.style) return frame(this.before);
      const [before, style, after] = await Promise.all([frame(this.before), this.style.zstd(), frame(this.after)]);
      return Buffer.concat([before, style, after]);
    }
    if (!this.style) return gzipAsync(this.before, { level: PAGE_GZIP_LEVEL });
    const [before, style, after] = await Promise.all([
      deflateRawAsync(this.before, { level: PAGE_GZIP_LEVEL, finishFlush: constants.Z_SYNC_FLUSH }),
      this.style.deflated(),
      deflateRawAsync(this.after, { level: PAGE_GZIP_LEVEL }),
    ]);
    const crc = crc32(this.after, crc32(this.style.text, crc32(this.before)));
    const length = this.before.length + this.style.text.length + this.after.length;
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length % 2 ** 32, 4);
    return Buffer.concat([GZIP_HEADER, before, style, after, trailer]);
  }
}

/** The encodings a request takes, from its Accept-Encoding (an encoding with q=0 is refused). */
export function acceptedEncodings(header: string | string[] | undefined): Set<PageEncoding> {
  const accepted = new Set<PageEncoding>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'zstd' || name === 'br' || name === 'gzip') accepted.add(name);
  }
  return accepted;
}

/**
 * The encoding to send a page in: zstd, then gzip, then brotli for a page written now (the joined
 * forms cost a page's own parts only: zstd about a tenth of brotli 4's time, gzip a third, for
 * about brotli 4's bytes); for a kept page, its smaller brotli instead of gzip once it is made.
 */
export function pageEncoding(accepted: Set<PageEncoding>, keptBrotli = false): PageEncoding | undefined {
  if (accepted.has('zstd')) return 'zstd';
  if (keptBrotli && accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  if (accepted.has('br')) return 'br';
  return undefined;
}
