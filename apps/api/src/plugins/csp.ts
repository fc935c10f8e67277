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

/**
 * The CSP sources ('sha256-…') of the inline scripts of a page the server wrote: the router's state
 * for hydration, its scroll restoration and the one-line scripts that hold the page's controls
 * until they hydrate. A page is allowed exactly its own scripts, by their text: a kept page (the
 * same bytes for every visitor, and later at an edge cache) is as safe as a fresh one, which a nonce
 * sent to everyone is not. Scripts with a src are allowed by script-src 'self'; data blocks
 * (application/ld+json) never run and need nothing.
 *
 * A script's text never holds '</script' (React and the router escape it); the text between the
 * tags is hashed as it is, which is what the browser hashes. Tags are found in an ASCII-lowered copy
 * of the same length (toLowerCase would shift the offsets after a character such as 'İ').
 */
export function inlineScriptSources(html: string): string[] {
  const lower = html.replace(/[A-Z]/g, (c) => c.toLowerCase());
  const sources = new Set<string>();
  let at = 0;
  for (;;) {
    const start = lower.indexOf('<script', at);
    if (start < 0) break;
    const tagEnd = lower.indexOf('>', start);
    if (tagEnd < 0) break;
    const end = lower.indexOf('</script>', tagEnd);
    if (end < 0) break;
    at = end + '</script>'.length;
    const attributes = html.slice(start + '<script'.length, tagEnd);
    // '<scripts>' or '<script-x>' is another element.
    if (attributes && !/^[\s/]/.test(attributes)) {
      at = start + '<script'.length;
      continue;
    }
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase() ?? '';
    if (!RUNNABLE_TYPES.has(type) || end === tagEnd + 1) continue;
    sources.add(
      `'sha256-${createHash('sha256')
        .update(html.slice(tagEnd + 1, end), 'utf8')
        .digest('base64')}'`,
    );
  }
  return [...sources];
}
