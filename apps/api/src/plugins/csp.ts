import { createHash } from 'node:crypto';

/** The app's CSP with these script sources added to script-src (and nothing else relaxed). */
export function allowScripts(csp: string, sources: string[]): string {
  return csp
    .split(';')
    .map((directive) => (/^\s*script-src\s/i.test(directive) ? `${directive.trim()} ${sources.join(' ')}` : directive.trim()))
    .join(';');
}

/** Script types the browser runs (an absent type is JavaScript); anything else is a data block (JSON-LD). */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** Whether `bytes` holds `word` (lower-case ASCII letters and punctuation) at `at`, in any case. */
function holdsAt(bytes: Uint8Array, at: number, word: string): boolean {
  if (at + word.length > bytes.length) return false;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    const byte = bytes[at + i]!;
    // 0x20 is the bit between an ASCII letter's two cases.
    if (byte !== code && !(code >= 0x61 && code <= 0x7a && (byte | 0x20) === code)) return false;
  }
  return true;
}

/** Bytes that may end a tag's name: white space, '/' and '>'. */
const AFTER_TAG_NAME = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20, 0x2f, 0x3e]);

/**
 * The offset of the first `word` (any case) at or after `from`, found among the '<' bytes, and
 * followed by the end of a tag's name when `wholeName`; -1 if none.
 */
function findTag(bytes: Buffer, from: number, word: string, wholeName: boolean): number {
  for (let at = bytes.indexOf(0x3c, from); at >= 0; at = bytes.indexOf(0x3c, at + 1)) {
    if (holdsAt(bytes, at, word) && (!wholeName || AFTER_TAG_NAME.has(bytes[at + word.length] ?? -1))) return at;
  }
  return -1;
}

/**
 * The CSP sources ('sha256-…') of the inline scripts of a page the server wrote: the router's state
 * for hydration, its scroll restoration and the one-line scripts that hold the page's controls
 * until they hydrate. A page is allowed exactly its own scripts, by their text: a kept page (the
 * same bytes for every visitor, and later at an edge cache) is as safe as a fresh one, which a nonce
 * sent to everyone is not. Scripts with a src are allowed by script-src 'self'; data blocks
 * (application/ld+json) never run and need nothing.
 *
 * A script's text never holds '</script' (React and the router escape it); the bytes between the
 * tags are hashed as they are, which is what the browser hashes (the UTF-8 of the text). The page
 * is read as bytes, tags found from its '<' bytes in any case: decoding a whole page of 200-300 KB
 * (most of it inline CSS) to a string cost 1-1.5 ms, and lowering it 3-4 ms more, for each fresh
 * page (the whole search takes under 0.1 ms).
 */
export function inlineScriptSources(page: string | Uint8Array): string[] {
  const bytes = typeof page === 'string' ? Buffer.from(page, 'utf8') : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const sources = new Set<string>();
  let at = 0;
  for (;;) {
    // '<scripts>' or '<script-x>' is another element.
    const start = findTag(bytes, at, '<script', true);
    if (start < 0) break;
    const tagEnd = bytes.indexOf(0x3e, start);
    if (tagEnd < 0) break;
    const end = findTag(bytes, tagEnd, '</script>', false);
    if (end < 0) break;
    at = end + '</script>'.length;
    const attributes = bytes.toString('utf8', start + '<script'.length, tagEnd);
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? '';
    if (!RUNNABLE_TYPES.has(type) || end === tagEnd + 1) continue;
    sources.add(
      `'sha256-${createHash('sha256')
        .update(bytes.subarray(tagEnd + 1, end))
        .digest('base64')}'`,
    );
  }
  return [...sources];
}
