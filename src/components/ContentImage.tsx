import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

interface ContentImageProps {
  image: IGatsbyImageData;
  alt: string;
  className?: string;
  /** The first image a visitor sees loads at once; the others when they near the viewport. */
  loading?: "lazy" | "eager";
}

/**
 * Renders the responsive image data that gatsby-plugin-image produced (webp + jpg, several widths)
 * as a plain <picture>. The plugin's own GatsbyImage component pre-renders lazy images without src
 * or srcset (filled in by a script) and adds a sizer <img role="presentation">, which the Nu HTML
 * Checker rejects; native lazy loading needs neither. Width and height keep the space reserved.
 */
/** Full-width image data gives 1 × (1 / ratio); the attributes need integers of the same ratio. */
const INTRINSIC_WIDTH = 1200;

export function ContentImage({ image, alt, className, loading = "lazy" }: ContentImageProps) {
  const { fallback, sources = [] } = image.images;
  const height = Math.round((INTRINSIC_WIDTH * image.height) / image.width);
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={INTRINSIC_WIDTH}
        height={height}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    </picture>
  );
}
