import { createRequire } from 'node:module';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

/**
 * A Chromium of the range (149 to 152) that fetches a disabled `<link rel=stylesheet>` written in
 * the page, from the npm package @sparticuz/chromium (a headless build shipped inside the package,
 * so no browser download is needed). The stylesheet checks run on it as well as on the system's
 * current Chromium: a page whose styles load twice there failed on Debian's Chromium 150 while the
 * tests passed on later ones.
 *
 * The binary is unpacked once per machine into a folder named for the package's version (about
 * 200 MB, a few seconds), atomically, so parallel runs never start a half-written file. Returns
 * undefined where the package has no build (it ships Linux x64 only).
 */
export function olderChromium(): string | undefined {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  const require = createRequire(import.meta.url);
  let root: string;
  try {
    // The package exports only its entry (build/index.js), not its package.json.
    root = path.resolve(path.dirname(require.resolve('@sparticuz/chromium')), '..');
  } catch {
    return undefined;
  }
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const folder = path.join(tmpdir(), `northline-chromium-${version}`);
  const binary = path.join(folder, 'chromium');
  if (existsSync(binary)) return binary;
  mkdirSync(folder, { recursive: true });
  const partial = `${binary}.${process.pid}.partial`;
  writeFileSync(partial, brotliDecompressSync(readFileSync(path.join(root, 'bin', 'chromium.br'))));
  chmodSync(partial, 0o755);
  renameSync(partial, binary);
  return binary;
}
