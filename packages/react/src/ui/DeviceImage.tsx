import { useImageSource } from './use-image-source.js';

/** The spec's device image width in tables. */
export const DEVICE_IMAGE_WIDTH = 40;

/** A device picture; falls back to a neutral drawing when the URL is missing, unsafe or broken. */
export function DeviceImage({ url, size = DEVICE_IMAGE_WIDTH }: { url: unknown; size?: number }) {
  const { src, onError } = useImageSource(url);
  if (!src) {
    return (
      <svg
        className="pl-device-image pl-device-image--fallback"
        width={size}
        height={size}
        viewBox="0 0 40 40"
        aria-hidden="true"
      >
        <rect
          x="10"
          y="4"
          width="20"
          height="32"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="20" cy="22" r="3" fill="currentColor" />
      </svg>
    );
  }
  return (
    <img
      className="pl-device-image"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={onError}
    />
  );
}
