import { IMAGE_VARIANTS } from '../../../web/src/content/image-variants.gen.ts';
import { escapeHtml } from './server-head.ts';

/**
 * The hero still of each page with a video hero: the largest thing its first screen paints. The
 * page's HTML asks for it at once (the app's code would only ask once it has run), in the format
 * and width the browser will pick from the same `srcset` the page renders.
 */
const HERO_STILLS: Record<string, string> = {
  '/': '/api/public/Staffing.jpg',
  '/jobs': '/api/public/Staffing.jpg',
  '/staffing': '/api/public/Staffing.jpg',
  '/transportation': '/api/public/transportation_hero.jpg',
  '/warehouse': '/api/public/warehouse_hero.jpg',
};

/** `<link rel="preload">` for the hero still of the page at `pathname`, or ''. */
export function heroPreload(pathname: string): string {
  const still = HERO_STILLS[pathname.replace(/(.)\/$/, '$1')];
  const variants = still ? IMAGE_VARIANTS[still] : undefined;
  if (!still || !variants) return '';
  const base = still.replace(/\.[a-z]+$/i, '');
  const srcset = variants.widths.map((w) => `${base}-${w}.avif ${w}w`).join(', ');
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${escapeHtml(srcset)}" imagesizes="100vw" fetchpriority="high">`;
}
