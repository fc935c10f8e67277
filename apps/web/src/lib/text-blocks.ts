/**
 * Plain text as people type it into a form, read as blocks: paragraphs separated by blank lines,
 * runs of lines starting with `- `, `* `, `• ` (or `1. `, `1) `) as lists, and (when asked for)
 * lines starting with `## ` or `### ` as headings. The result is data for React elements; nothing
 * is ever treated as HTML.
 */
export type TextBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  /** The lines of one paragraph, as typed (a renderer may join them or keep the breaks). */
  | { kind: 'paragraph'; lines: string[] }
  | { kind: 'list'; ordered: boolean; items: string[] };

export interface TextBlockOptions {
  /** Read `## ` and `### ` lines as headings (article bodies); otherwise they are text. */
  headings?: boolean;
}

const HEADING = /^(#{2,3})\s+/;
const BULLET = /^[-*•–](?:\s+|$)/;
const NUMBERED = /^\d{1,3}[.)](?:\s+|$)/;

export function parseTextBlocks(text: string | null | undefined, options: TextBlockOptions = {}): TextBlock[] {
  const blocks: TextBlock[] = [];
  const chunks = (text ?? '').replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const chunk of chunks) {
    let paragraph: string[] = [];
    let list = null as { ordered: boolean; items: string[] } | null;
    const flush = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
      if (list?.items.length) blocks.push({ kind: 'list', ...list });
      paragraph = [];
      list = null;
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      const heading = options.headings ? HEADING.exec(line) : null;
      if (heading) {
        flush();
        blocks.push({ kind: 'heading', level: heading[1]!.length === 3 ? 3 : 2, text: line.slice(heading[0].length) });
        continue;
      }
      const ordered = NUMBERED.test(line);
      if (ordered || BULLET.test(line)) {
        if (paragraph.length || (list && list.ordered !== ordered)) flush();
        list ??= { ordered, items: [] };
        const item = line.replace(ordered ? NUMBERED : BULLET, '');
        if (item) list.items.push(item);
        continue;
      }
      // An indented line right under a list item carries that item on.
      if (list?.items.length && /^\s/.test(raw)) {
        list.items[list.items.length - 1] += ` ${line}`;
        continue;
      }
      if (list) flush();
      paragraph.push(line);
    }
    flush();
  }
  return blocks;
}
