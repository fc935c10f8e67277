/**
 * Small text operations written with indexOf and loops instead of regular expressions, where the
 * natural pattern would backtrack on a crafted text (an unanchored `-+$` rescans a long run of
 * hyphens from every position: quadratic). See test/redos.test.ts.
 */

/** `value` without the runs of `char` at its start and end ('--a-b--' -> 'a-b'). */
export function trimChar(value: string, char: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value[start] === char) start += 1;
  while (end > start && value[end - 1] === char) end -= 1;
  return value.slice(start, end);
}

/** `value` without the run of `char` at its end ('https://a.ca//' -> 'https://a.ca'). */
export function trimEndChar(value: string, char: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === char) end -= 1;
  return value.slice(0, end);
}

export interface HtmlElement {
  /** What stands between the tag name and '>' ('' when nothing). */
  attributes: string;
  /** The text up to the closing tag. */
  body: string;
}

/**
 * The elements `<tag …>…</tag>` of an HTML text, in order (tag names in any case; an element left
 * open at the end is left out). For markup the app writes or reads back (scripts and styles of its
 * own pages), not a general HTML parser.
 */
export function htmlElements(html: string, tag: string): HtmlElement[] {
  const lower = html.toLowerCase();
  const open = `<${tag.toLowerCase()}`;
  const close = `</${tag.toLowerCase()}>`;
  const out: HtmlElement[] = [];
  let at = 0;
  for (;;) {
    const start = lower.indexOf(open, at);
    if (start < 0) break;
    const after = lower[start + open.length];
    // '<scripts>' is not '<script>'.
    if (after !== '>' && after !== ' ' && after !== '\t' && after !== '\n' && after !== '\r' && after !== '/') {
      at = start + open.length;
      continue;
    }
    const tagEnd = lower.indexOf('>', start + open.length);
    if (tagEnd < 0) break;
    const end = lower.indexOf(close, tagEnd + 1);
    if (end < 0) break;
    out.push({ attributes: html.slice(start + open.length, tagEnd).trim(), body: html.slice(tagEnd + 1, end) });
    at = end + close.length;
  }
  return out;
}

/** Text made safe inside HTML or XML, as content or a quoted attribute: & < > " and ' escaped. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
