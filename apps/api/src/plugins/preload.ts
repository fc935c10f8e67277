import { IMAGE_VARIANTS } from '../../../web/src/content/image-variants.gen.ts';

/**
 * `<link rel="preload">` for the largest image of a page's first screen, so the HTML asks for it at
 * once (the app's code would only ask once it has run), in the format and width the browser will
 * pick from the same `srcset` the page renders (components/ResponsiveImage in the web app).
 */

/** The hero still of each page with a video hero. */
const HERO_STILLS: Record<string, string> = {
  '/': '/api/public/Staffing.jpg',
  '/jobs': '/api/public/Staffing.jpg',
  '/staffing': '/api/public/Staffing.jpg',
  '/transportation': '/api/public/transportation_hero.jpg',
  '/warehouse': '/api/public/warehouse_hero.jpg',
};

/** The `sizes` an article's cover is rendered with (routes/_site/blog/$slug.tsx). */
export const ARTICLE_COVER_SIZES = '(max-width: 900px) 100vw, 860px';

const attr = (value: string) => value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The preload of an image with AVIF copies (`pnpm media`), or '' for any other image. */
export function imagePreload(src: string | null | undefined, sizes: string): string {
  const variants = src ? IMAGE_VARIANTS[src] : undefined;
  if (!src || !variants) return '';
  const base = src.replace(/\.[a-z]+$/i, '');
  const srcset = variants.widths.map((w) => `${base}-${w}.avif ${w}w`).join(', ');
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${attr(srcset)}" imagesizes="${attr(sizes)}" fetchpriority="high">`;
}

/** The preload of the hero still of the page at `pathname`, or ''. */
export function heroPreload(pathname: string): string {
  return imagePreload(HERO_STILLS[pathname.replace(/(.)\/$/, '$1')], '100vw');
}
