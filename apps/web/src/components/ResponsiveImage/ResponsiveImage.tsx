import type { CSSProperties, ReactEventHandler } from 'react';
import { imageSources } from './responsive-image';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The language of `alt` when it is not the page's (an English post's title on a French page). */
  lang?: string;
  /** Which width the image is shown at, for the browser to pick a copy (the `sizes` attribute). */
  sizes: string;
  /** Intrinsic size, when the image has no generated copies to tell it (reserves the space: no layout shift). */
  width?: number;
  height?: number;
  /** The page's main image: fetched first and at once. Otherwise it loads when scrolled near. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  onError?: ReactEventHandler<HTMLImageElement>;
  'data-testid'?: string;
}

/** An image with AVIF and WebP copies at several widths when `pnpm media` made them, and its size always set. */
export function ResponsiveImage({ src, alt, lang, sizes, width, height, priority = false, className, style, onError, ...rest }: ResponsiveImageProps) {
  const image = imageSources(src);
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        alt={alt}
        lang={lang}
        width={image.width ?? width}
        height={image.height ?? height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={className}
        style={style}
        onError={onError}
        data-testid={rest['data-testid']}
      />
    </picture>
  );
}
