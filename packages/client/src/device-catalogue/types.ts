// The device catalogue (devicedb) is not part of the public contract, so its shapes are written
// by hand from the product spec (entities) and the fields the catalogue views read.

/** How well an integration is supported. */
export type IntegrationSupportLevel = 'stable' | 'beta' | 'planned' | 'unsupported' | 'inquire';

/** A note shown beside a manufacturer's models. */
export interface ManufacturerAnnotation {
  /** Machine-readable kind of note, stable across languages. */
  annotation_code: string;
  /** The note's text, shown in a box under the manufacturer's heading. */
  message: string;
}

/** An image hosted by the catalogue. */
export interface CatalogueImage {
  /** Where the image is served from. */
  url: string;
  /** Width in pixels, when the catalogue knows it. */
  width?: number;
  /** Height in pixels, when the catalogue knows it. */
  height?: number;
}

/** A device manufacturer of the catalogue. */
export interface Manufacturer {
  /** The manufacturer's id, what a device-model filter takes. */
  manufacturer_id: string;
  /** Name shown as the group heading (`{name} Devices`) and in the manufacturer filter. */
  display_name: string;
  /** Logo shown beside the group heading, if any. */
  logo?: CatalogueImage | null;
  /** How well the manufacturer's integration is supported overall. */
  integration?: IntegrationSupportLevel;
  /** Notes shown under the group heading. */
  annotations: ManufacturerAnnotation[];
  /** Number of models the catalogue lists; `manufacturers.list` drops those with none. */
  device_model_count: number;
  /** Whether an end user can link this manufacturer's account in a Connect Webview. */
  is_connect_webview_supported?: boolean;
  /** Whether linking an account of this manufacturer needs the provider's support team. */
  requires_seam_support_to_add_account?: boolean;
}

/** One look (colour, finish) of a device model. */
export interface AestheticVariant {
  /** Short id of the variant within its model. */
  slug?: string;
  /** The variant's name (a colour or finish). */
  display_name?: string;
  /** Its main colour as `#rrggbb`, if known. */
  primary_color_hex?: string | null;
  /** The manufacturer's SKU, shown in the model's row. */
  manufacturer_sku: string;
  /** Picture of the front, if any. */
  front_image?: CatalogueImage | null;
  /** Picture of the back, if any. */
  back_image?: CatalogueImage | null;
  /** Every picture of the variant; the model row shows the first one with an http(s) URL. */
  images: CatalogueImage[];
}

/** A device model of the catalogue. */
export interface DeviceModel {
  /** The model's id. */
  device_model_id: string;
  /** The model's name, shown in its row. */
  display_name: string;
  /** The manufacturer's product page, if known. */
  product_url?: string | null;
  /** The kind of device the model is (a lock, a thermostat…). */
  main_category?: string;
  /** `unknown` is hidden by the views. */
  main_connection_type: string;
  /** The looks the model comes in; the row shows the first SKU and picture among them. */
  aesthetic_variants: AestheticVariant[];
  /** The model's manufacturer, whose support level the row's status pill shows. */
  manufacturer: {
    manufacturer_id: string;
    display_name: string;
    integration: IntegrationSupportLevel;
  };
  /** Further fields the catalogue sends, passed on untouched. */
  [property: string]: unknown;
}

/** Every catalogue call must carry this flag; it is stripped before sending. */
export interface InternalApiAcknowledgement {
  acknowledge_intentional_use_of_internal_api: true;
}

/** Parameters of `/internal/devicedb/v1/manufacturers/get`. */
export interface ManufacturersGetParams extends InternalApiAcknowledgement {
  /** The manufacturer to read. */
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
