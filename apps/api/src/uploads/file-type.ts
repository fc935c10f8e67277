import { open } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import type { ResumeFileType } from '@app/shared/uploads';

/**
 * What a resume really is, read from its bytes (never its name or the browser's MIME type):
 * - PDF: starts with `%PDF-`.
 * - DOC: a Compound File (OLE2, D0 CF 11 E0 A1 B1 1A E1) whose directory holds a `WordDocument`
 *   stream (an Excel sheet or an installer package is a Compound File too, without one).
 * - DOCX: a ZIP (PK 03 04) whose central directory lists `[Content_Types].xml` and `word/` parts,
 *   and whose content types name a Word document's main part (a macro-enabled .docm does not).
 * Small readers of the two container formats, so no dependency decides what the server keeps.
 */

/** The container a file's first bytes announce, before the rest has arrived. */
export type LeadingKind = 'pdf' | 'cfb' | 'zip';

const PDF = Buffer.from('%PDF-', 'latin1');
const CFB = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Bytes needed to judge the start of a file. */
export const LEADING_BYTES = CFB.length;

/** The kind the first bytes (up to LEADING_BYTES) announce, or null for anything else. */
export function leadingKind(head: Buffer): LeadingKind | null {
  const starts = (magic: Buffer) => head.length >= magic.length && head.subarray(0, magic.length).equals(magic);
  if (starts(PDF)) return 'pdf';
  if (starts(CFB)) return 'cfb';
  if (starts(ZIP)) return 'zip';
  return null;
}

/** Reads parts of a file by position. */
export interface RandomAccess {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

/** Thrown inside the readers for a malformed container; the file is then not of that type. */
class Malformed extends Error {}

const need = (condition: boolean) => {
  if (!condition) throw new Malformed();
};

async function readExactly(file: RandomAccess, position: number, length: number): Promise<Buffer> {
  need(position >= 0 && length >= 0 && position + length <= file.size);
  const bytes = await file.read(position, length);
  need(bytes.length === length);
  return bytes;
}

// ------------------------------------------------------------ Compound File (DOC)

const END_OF_CHAIN = 0xfffffffe;
const MAX_SECTOR_ID = 0xfffffffa;

/** Whether the Compound File's directory has a stream named WordDocument. */
async function isWordCompoundFile(file: RandomAccess): Promise<boolean> {
  const header = await readExactly(file, 0, 512);
  need(header.subarray(0, 8).equals(CFB));
  need(header.readUInt16LE(28) === 0xfffe); // byte order mark
  const sectorShift = header.readUInt16LE(30);
  need(sectorShift === 9 || sectorShift === 12);
  const sectorSize = 1 << sectorShift;
  const idsPerSector = sectorSize / 4;
  const sectorCount = Math.ceil(file.size / sectorSize);
  const fatSectorCount = header.readUInt32LE(44);
  need(fatSectorCount > 0 && fatSectorCount <= sectorCount);
  const offsetOf = (sector: number) => (sector + 1) * sectorSize;

  // Where the FAT lives: the first 109 FAT sectors are listed in the header, the rest in DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++) fatSectors.push(header.readUInt32LE(76 + i * 4));
  let difat = header.readUInt32LE(68);
  const seenDifat = new Set<number>();
  while (fatSectors.length < fatSectorCount) {
    need(difat <= MAX_SECTOR_ID && !seenDifat.has(difat));
    seenDifat.add(difat);
    const sector = await readExactly(file, offsetOf(difat), sectorSize);
    for (let i = 0; i < idsPerSector - 1 && fatSectors.length < fatSectorCount; i++) fatSectors.push(sector.readUInt32LE(i * 4));
    difat = sector.readUInt32LE(sectorSize - 4);
  }

  const nextSector = async (sector: number) => {
    const fatSector = fatSectors[Math.floor(sector / idsPerSector)];
    need(fatSector !== undefined && fatSector <= MAX_SECTOR_ID);
    return (await readExactly(file, offsetOf(fatSector!) + (sector % idsPerSector) * 4, 4)).readUInt32LE(0);
  };

  // The directory: a chain of sectors of 128-byte entries (UTF-16 name, its length, the object type).
  let sector = header.readUInt32LE(48);
  const seen = new Set<number>();
  while (sector !== END_OF_CHAIN) {
    need(sector <= MAX_SECTOR_ID && !seen.has(sector) && seen.size < sectorCount);
    seen.add(sector);
    const entries = await readExactly(file, offsetOf(sector), sectorSize);
    for (let at = 0; at < sectorSize; at += 128) {
      const nameLength = entries.readUInt16LE(at + 64);
      const objectType = entries[at + 66];
      if (objectType !== 2 || nameLength < 2 || nameLength > 64) continue; // 2: a stream
      const name = entries.subarray(at, at + nameLength - 2).toString('utf16le');
      if (name.toLowerCase() === 'worddocument') return true;
    }
    sector = await nextSector(sector);
  }
  return false;
}

// ------------------------------------------------------------ ZIP (DOCX)

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const MAX_CENTRAL_DIRECTORY = 4 * 1024 * 1024;
const MAX_CONTENT_TYPES = 1024 * 1024;
const WORD_MAIN_PART = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeader: number;
}

/** The entries of the ZIP's central directory (found from its end record). */
async function zipEntries(file: RandomAccess): Promise<ZipEntry[]> {
  const tailLength = Math.min(file.size, 22 + 0xffff);
  const tail = await readExactly(file, file.size - tailLength, tailLength);
  let end = -1;
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
      end = at;
      break;
    }
  }
  need(end >= 0);
  const count = tail.readUInt16LE(end + 10);
  const size = tail.readUInt32LE(end + 12);
  const offset = tail.readUInt32LE(end + 16);
  // ZIP64 (over 4 GB or 65,535 entries) is no resume.
  need(count !== 0xffff && size !== 0xffffffff && offset !== 0xffffffff && size <= MAX_CENTRAL_DIRECTORY);
  const directory = await readExactly(file, offset, size);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    need(at + 46 <= directory.length && directory.readUInt32LE(at) === CENTRAL_SIGNATURE);
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    need(at + 46 + nameLength <= directory.length);
    entries.push({
      name: directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      localHeader: directory.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The uncompressed bytes of one (small) entry. */
async function zipEntryData(file: RandomAccess, entry: ZipEntry): Promise<Buffer> {
  need(entry.compressedSize <= MAX_CONTENT_TYPES);
  const local = await readExactly(file, entry.localHeader, 30);
  need(local.readUInt32LE(0) === LOCAL_SIGNATURE);
  const dataStart = entry.localHeader + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
  const data = await readExactly(file, dataStart, entry.compressedSize);
  if (entry.method === 0) return data;
  need(entry.method === 8);
  try {
    return inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES });
  } catch {
    throw new Malformed();
  }
}

/** Whether the ZIP is a Word document: content types, word/ parts, and the document's main part type. */
async function isWordZip(file: RandomAccess): Promise<boolean> {
  const entries = await zipEntries(file);
  const contentTypes = entries.find((e) => e.name === '[Content_Types].xml');
  if (!contentTypes || !entries.some((e) => e.name.startsWith('word/'))) return false;
  return (await zipEntryData(file, contentTypes)).toString('utf8').includes(WORD_MAIN_PART);
}

// ------------------------------------------------------------ the verdict

/** The resume type of a complete file, or null when it is none of PDF, DOC and DOCX. */
export async function detectResumeType(file: RandomAccess): Promise<ResumeFileType | null> {
  if (file.size < LEADING_BYTES) return file.size >= PDF.length && leadingKind(await file.read(0, file.size)) === 'pdf' ? 'pdf' : null;
  const kind = leadingKind(await readExactly(file, 0, LEADING_BYTES));
  try {
    if (kind === 'pdf') return 'pdf';
    if (kind === 'cfb') return (await isWordCompoundFile(file)) ? 'doc' : null;
    if (kind === 'zip') return (await isWordZip(file)) ? 'docx' : null;
    return null;
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}

/** detectResumeType for a file on disk. */
export async function detectResumeTypeOfFile(filePath: string): Promise<ResumeFileType | null> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    return await detectResumeType({
      size,
      read: async (position, length) => {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await handle.read(buffer, 0, length, position);
        return buffer.subarray(0, bytesRead);
      },
    });
  } finally {
    await handle.close();
  }
}

/** A RandomAccess over bytes in memory (tests, small files). */
export const bytesReader = (bytes: Buffer): RandomAccess => ({
  size: bytes.length,
  read: async (position, length) => bytes.subarray(position, position + length),
});
