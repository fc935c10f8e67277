import { htmlElements } from '@app/shared/text';

/**
 * Loose readers of a page's HTML as the server wrote it (what a crawler or a link preview reads),
 * for tests that look at an answer without a browser. The head tags are written by React, so the
 * attributes come in any order and carry more than the test asks about (classes).
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text with its character references decoded (&amp;, &#x27;, &#39;…). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') return String.fromCodePoint(ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1)));
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

/** The attributes of one start tag (`<meta name="x" content="y"/>`), decoded. */
export function attributesOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*"([^"]*)")?/g)) {
    if (name && !name.startsWith('<')) out[name.toLowerCase()] = decodeEntities(value ?? '');
  }
  return out;
}

/** Every start tag of `tag` in the HTML, as its attributes. */
export function startTags(html: string, tag: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}(?=[\\s/>])[^>]*>`, 'gi'))].map((m) => attributesOf(m[0].slice(tag.length + 1)));
}

/** The content of the meta tag named (name or property) `key`; undefined when there is none. */
export function metaContent(html: string, key: string): string | undefined {
  return startTags(html, 'meta').find((attrs) => attrs.name === key || attrs.property === key)?.content;
}

/** The page's <title>, decoded. */
export function titleOf(html: string): string | undefined {
  const title = htmlElements(html, 'title')[0];
  return title ? decodeEntities(title.body).trim() : undefined;
}

/** The visible text of an HTML fragment: tags, comments, scripts and styles dropped, spaces collapsed. */
export function textOf(html: string): string {
  // A scan rather than patterns over the whole page: each character is looked at a bounded number of times.
  const lower = html.toLowerCase();
  let text = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) {
      text += html.slice(at);
      break;
    }
    text += html.slice(at, open);
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      at = end < 0 ? html.length : end + 3;
      continue;
    }
    const skipped = ['script', 'style', 'template'].find((tag) => lower.startsWith(tag, open + 1) && ' \t\n\r>'.includes(html[open + 1 + tag.length] ?? ''));
    if (skipped) {
      const end = lower.indexOf(`</${skipped}>`, open);
      at = end < 0 ? html.length : end + skipped.length + 3;
    } else {
      const close = html.indexOf('>', open);
      at = close < 0 ? html.length : close + 1;
    }
    text += ' ';
  }
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** The texts of the page's <h1> elements. */
export function headingsOf(html: string, level = 1): string[] {
  return htmlElements(html, `h${level}`).map((h) => textOf(h.body));
}

/** The page's <main> element's text (the whole body when it has none). */
export function mainTextOf(html: string): string {
  const main = htmlElements(html, 'main')[0];
  return textOf(main ? main.body : html);
}

/** The JSON-LD blocks of the page, parsed. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return htmlElements(html, 'script')
    .filter((script) => /type\s*=\s*"application\/ld\+json"/i.test(script.attributes))
    .map((script) => JSON.parse(script.body) as Record<string, unknown>);
}

/** The texts of the links (`<a href>`) to `href` in the HTML. */
export function linkTexts(html: string, href: string): string[] {
  return htmlElements(html, 'a')
    .filter((link) => attributesOf(link.attributes).href === href)
    .map((link) => textOf(link.body));
}

/**
 * The client entry a page's inline loader imports once the page is painted: the last of the
 * modules it imports one task at a time (`var e=[…]`, see afterFirstPaint in scripts/router-manifest.ts).
 */
export function entryScriptOf(html: string): string {
  // The script itself, not its escaped copy in the router's state (`var e=[\"…`).
  const start = html.indexOf('var e=["');
  if (start < 0) throw new Error('no module loader in the page');
  const list = html.slice(start + 'var e='.length, html.indexOf(']', start) + 1);
  const modules = JSON.parse(list) as string[];
  return modules[modules.length - 1]!;
}
