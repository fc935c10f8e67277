import type { ResumeFileType } from '@app/shared/uploads';

/**
 * File names as a visitor's computer sends them are untrusted text: a path, control characters,
 * right-to-left overrides that make 'cv‮fdp.exe' read as 'cvexe.pdf', or hundreds of characters.
 */

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const MAX_NAME = 150;

/**
 * The name kept for an upload: the last path segment, without control and direction characters,
 * at most 150 characters, ending in the extension of the type the server found in the bytes.
 */
export function safeFileName(raw: string | undefined, type: ResumeFileType): string {
  let name = (raw ?? '').split(/[/\\]/).pop() ?? '';
  name = name.normalize('NFC').replace(UNSAFE, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const dot = name.lastIndexOf('.');
  let stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot + 1) : '';
  if (extension.toLowerCase() !== type) stem = name;
  stem = stem.trim() || 'resume';
  const suffix = `.${extension.toLowerCase() === type ? extension : type}`;
  return `${Array.from(stem)
    .slice(0, MAX_NAME - suffix.length)
    .join('')
    .trimEnd()}${suffix}`;
}

/**
 * Content-Disposition of a download: `filename` in plain ASCII (other letters, quotes and
 * backslashes become '_'), and the exact name as `filename*` (RFC 6266, UTF-8) for browsers
 * that read it.
 */
export function attachmentDisposition(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]|["\\]/g, '_')
      .trim() || 'resume';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
