import { cx } from '../../ui/cx.js';
import { useImageSource } from '../../ui/use-image-source.js';

/** Props of {@link CatalogueImage}. */
export interface CatalogueImageProps {
  url: string | null;
  /** Describes the picture; the fallback carries it too, so the meaning stays. */
  alt: string;
  width: number;
  height: number;
  className: string;
  /** Drawn when the URL is missing, not http(s), or fails to load. */
  fallback: string;
}

/**
 * A catalogue picture (logo or product photo): lazy-loaded, http(s) only, and replaced by a
 * neutral box with the initial when it is missing or broken.
 */
export function CatalogueImage({
  url,
  alt,
  width,
  height,
  className,
  fallback,
}: CatalogueImageProps) {
  const { src, onError } = useImageSource(url);
  if (!src) {
    return (
      <span
        className={cx(className, `${className}--fallback`)}
        style={{ width, height }}
        role="img"
        aria-label={alt}
      >
        <span aria-hidden="true">{fallback}</span>
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  );
}
