import { type Loose, record, text } from '../../ui/loose-values.js';
import { safeImageUrl } from '../../ui/safe-image-url.js';

// The catalogue is an internal, hand-typed API: every field is read as unknown and parsed once
// here, so a missing logo, image, SKU or name never throws while rendering.

/** A manufacturer note shown as a box above its models. */
export interface AnnotationView {
  code: string;
  message: string;
}

/** One manufacturer, ready to render. */
export interface ManufacturerView {
  manufacturerId: string;
  /** `null` when the API gave none; the view shows a fallback. */
  name: string | null;
  /** An http(s) URL or `null`. */
  logoUrl: string | null;
  annotations: AnnotationView[];
  /** The manufacturer's raw integration support level (`stable`, `beta`, `planned`, …). */
  integration: string | null;
}

/** One device model, ready to render. */
export interface DeviceModelView {
  deviceModelId: string;
  name: string | null;
  manufacturerId: string;
  manufacturerName: string | null;
  /** The raw integration support level, mapped to a pill by `statusPillFor`. */
  integration: string | null;
  /** SKU of the first look that has one. */
  sku: string | null;
  /** `null` when missing or `unknown` (hidden by the spec). */
  connectionType: string | null;
  /** First image of the first look that has one; checked for http(s) when shown. */
  imageUrl: string | null;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Parses a manufacturer; never throws. */
export function toManufacturerView(raw: unknown): ManufacturerView {
  const m = record(raw);
  const annotations: AnnotationView[] = [];
  for (const entry of list(m.annotations)) {
    const message = text(record(entry).message);
    if (message !== null) {
      annotations.push({ code: text(record(entry).annotation_code) ?? '', message });
    }
  }
  return {
    manufacturerId: text(m.manufacturer_id) ?? '',
    name: text(m.display_name),
    logoUrl: text(record(m.logo).url),
    annotations,
    integration: text(m.integration),
  };
}

// A variant may list a non-http(s) URL first (a data: or relative one we refuse to load); a later
// safe one still beats the placeholder.
const firstSafeImageUrl = (look: Loose): string | null => {
  for (const image of [...list(look.images), look.front_image]) {
    const url = safeImageUrl(record(image).url);
    if (url !== null) return url;
  }
  return null;
};

/** Parses a device model; never throws. */
export function toDeviceModelView(raw: unknown): DeviceModelView {
  const model = record(raw);
  const maker = record(model.manufacturer);
  const looks = list(model.aesthetic_variants).map(record);
  let sku: string | null = null;
  let imageUrl: string | null = null;
  for (const look of looks) {
    sku ??= text(look.manufacturer_sku);
    imageUrl ??= firstSafeImageUrl(look);
  }
  const connection = text(model.main_connection_type);
  return {
    deviceModelId: text(model.device_model_id) ?? '',
    name: text(model.display_name),
    manufacturerId: text(maker.manufacturer_id) ?? '',
    manufacturerName: text(maker.display_name),
    integration: text(maker.integration),
    sku,
    connectionType: connection === null || connection === 'unknown' ? null : connection,
    imageUrl,
  };
}
