import { IMAGE_VARIANTS } from '@app/generated/image-variants';

export interface ImageSources {
  /** The original, for browsers without AVIF or WebP and for anything without copies. */
  src: string;
  width?: number;
  height?: number;
  /** `srcset` per modern format, widest last; empty when the image has no copies. */
  sources: { type: 'image/avif' | 'image/webp'; srcSet: string }[];
}

/**
 * The responsive sources of an image: its AVIF and WebP copies at every width `pnpm media` made
 * (`/api/public/Staffing.jpg` -> `/api/public/Staffing-480.avif 480w, ...`). Images without copies
 * (an address an admin typed, say) are used as they are.
 */
export function imageSources(src: string): ImageSources {
  const variants = IMAGE_VARIANTS[src];
  if (!variants) return { src, sources: [] };
  const base = src.replace(/\.[a-z0-9]+$/i, '');
  const srcSet = (ext: string) => variants.widths.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ');
  return {
    src,
    width: variants.width,
    height: variants.height,
    sources: [
      { type: 'image/avif', srcSet: srcSet('avif') },
      { type: 'image/webp', srcSet: srcSet('webp') },
    ],
  };
}
