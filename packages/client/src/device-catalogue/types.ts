// The device catalogue (devicedb) is not part of the public contract, so its shapes are written
// by hand from the product spec (entities) and the fields the catalogue views read.

/** How well an integration is supported. */
export type IntegrationSupportLevel = 'stable' | 'beta' | 'planned' | 'unsupported' | 'inquire';

/** A note shown beside a manufacturer's models. */
export interface ManufacturerAnnotation {
  annotation_code: string;
  message: string;
}

/** An image hosted by the catalogue. */
export interface CatalogueImage {
  url: string;
  width?: number;
  height?: number;
}

/** A device manufacturer of the catalogue. */
export interface Manufacturer {
  manufacturer_id: string;
  display_name: string;
  logo?: CatalogueImage | null;
  integration?: IntegrationSupportLevel;
  annotations: ManufacturerAnnotation[];
  device_model_count: number;
  is_connect_webview_supported?: boolean;
  requires_seam_support_to_add_account?: boolean;
}

/** One look (colour, finish) of a device model. */
export interface AestheticVariant {
  slug?: string;
  display_name?: string;
  primary_color_hex?: string | null;
  manufacturer_sku: string;
  front_image?: CatalogueImage | null;
  back_image?: CatalogueImage | null;
  images: CatalogueImage[];
}

/** A device model of the catalogue. */
export interface DeviceModel {
  device_model_id: string;
  display_name: string;
  product_url?: string | null;
  main_category?: string;
  /** `unknown` is hidden by the views. */
  main_connection_type: string;
  aesthetic_variants: AestheticVariant[];
  manufacturer: {
    manufacturer_id: string;
    display_name: string;
    integration: IntegrationSupportLevel;
  };
  [property: string]: unknown;
}

/** Every catalogue call must carry this flag; it is stripped before sending. */
export interface InternalApiAcknowledgement {
  acknowledge_intentional_use_of_internal_api: true;
}

/** Parameters of `/internal/devicedb/v1/manufacturers/get`. */
export interface ManufacturersGetParams extends InternalApiAcknowledgement {
  manufacturer_id: string;
}

/** Parameters of `/internal/devicedb/v1/manufacturers/list`. */
export interface ManufacturersListParams extends InternalApiAcknowledgement {
  /** Only manufacturers with devices at these support levels. */
  integration_support_levels?: IntegrationSupportLevel[] | undefined;
  /** A query such as one built by {@link createManufacturerQuery}. */
  liqe_query?: string | undefined;
}

/** Parameters of `/internal/devicedb/v1/device_models/list`. */
export interface DeviceModelsListParams extends InternalApiAcknowledgement {
  /** Leaves out models with any of these capabilities (`can_remotely_unlock`, …). */
  exclude_if?: string[] | undefined;
  /** Keeps only models with every one of these capabilities (`can_remotely_unlock`, …). */
  include_if?: string[] | undefined;
  /** Free text matched against the models. */
  text_search?: string | undefined;
  /** Only models at these support levels. */
  integration_support_levels?: IntegrationSupportLevel[] | undefined;
  /** Only this manufacturer's models. */
  manufacturer_id?: string | undefined;
  /** Only these manufacturers' models. */
  manufacturer_ids?: string[] | undefined;
}
