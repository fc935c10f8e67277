/**
 * `pnpm media`: makes the web-sized copies of the site's images and hero clips from the originals.
 * Run it after adding or replacing an image or clip; its output is committed (it needs sharp, and
 * ffmpeg for the clips, neither of which a fresh machine running the site needs).
 *
 * Images (every .jpg under apps/api/public and apps/web/public/images/blog): AVIF and WebP copies at
 * a few widths (`name-480.avif`, `name-800.webp`, ...) beside the original, and
 * packages/generated/src/image-variants.gen.ts listing them with the original's size, so pages can
 * offer a responsive `srcset` only where the copies exist.
 *
 * Clips (media-src/*.mp4, the originals as shipped): each re-encoded without sound at 960 px wide,
 * 24 fps, into H.264 MP4 (plays everywhere) at the URL the pages use (apps/api/public/<name>.mp4).
 * The originals stay in media-src/, off every page. (The warehouse GIF is left as shipped: a GIF
 * re-encoded smaller loses more than it saves, and pages load it only on wide screens once settled.)
 */
import sharp from 'sharp';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const IMAGE_DIRS = [
  { dir: path.join(root, 'apps/api/public'), url: '/api/public' },
  { dir: path.join(root, 'apps/web/public/images/blog'), url: '/images/blog' },
];
const WIDTHS = [480, 800, 1280];
const FORMATS = [
  { ext: 'avif', encode: (img: sharp.Sharp) => img.avif({ quality: 50, effort: 6 }) },
  { ext: 'webp', encode: (img: sharp.Sharp) => img.webp({ quality: 72, effort: 6 }) },
] as const;

interface Variants {
  width: number;
  height: number;
  widths: number[];
}

async function images() {
  const manifest: Record<string, Variants> = {};
  for (const { dir, url } of IMAGE_DIRS) {
    for (const file of readdirSync(dir).sort()) {
      if (!/\.jpe?g$/i.test(file)) continue;
      const source = path.join(dir, file);
      const meta = await sharp(source).metadata();
      const width = meta.width!;
      const height = meta.height!;
      const widths = [...new Set(WIDTHS.filter((w) => w < width).concat(width))].sort((a, b) => a - b);
      const base = file.replace(/\.jpe?g$/i, '');
      for (const w of widths) {
        for (const format of FORMATS) {
          const out = path.join(dir, `${base}-${w}.${format.ext}`);
          if (existsSync(out) && statSync(out).mtimeMs > statSync(source).mtimeMs) continue;
          await format.encode(sharp(source).resize({ width: w, withoutEnlargement: true })).toFile(out);
        }
      }
      manifest[`${url}/${file}`] = { width, height, widths };
      const sizes = widths.map((w) => `${w}: ${Math.round(statSync(path.join(dir, `${base}-${w}.avif`)).size / 1024)} KB`).join(', ');
      console.log(`${url}/${file} (${width}x${height}, ${Math.round(statSync(source).size / 1024)} KB) -> avif ${sizes}`);
    }
  }
  const out = path.join(root, 'packages/generated/src/image-variants.gen.ts');
  writeFileSync(
    out,
    `// Written by \`pnpm media\` (scripts/media.ts): do not edit. Images with AVIF and WebP copies at these widths.\n` +
      `export const IMAGE_VARIANTS: Record<string, { width: number; height: number; widths: number[] }> = ${JSON.stringify(manifest, null, 2)};\n`,
  );
  console.log(`Wrote ${path.relative(root, out)} (${Object.keys(manifest).length} images)`);
}

function ffmpeg(args: string[]) {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`ffmpeg ${args.join(' ')} failed`);
}

function clips() {
  const srcDir = path.join(root, 'media-src');
  if (spawnSync('ffmpeg', ['-version']).status !== 0) {
    console.log('ffmpeg not found (apt-get install ffmpeg): clips left as they are.');
    return;
  }
  for (const file of readdirSync(srcDir).sort()) {
    const source = path.join(srcDir, file);
    const out = path.join(root, 'apps/api/public', file);
    if (!file.endsWith('.mp4')) continue;
    ffmpeg([
      '-i',
      source,
      '-an',
      '-vf',
      'scale=960:-2:flags=lanczos,fps=24',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-crf',
      '30',
      '-profile:v',
      'high',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      out,
    ]);
    console.log(`${file}: ${Math.round(statSync(source).size / 1024)} KB -> ${Math.round(statSync(out).size / 1024)} KB`);
  }
}

await images();
clips();
