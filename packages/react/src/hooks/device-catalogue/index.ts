export {
  CATALOGUE_FRESH_MS,
  type CatalogueDeviceModelsParams,
  type CatalogueManufacturersParams,
  deviceCatalogueKeys,
  deviceCatalogueQueries,
} from './device-catalogue-queries.js';
export { useCatalogueDeviceModels } from './use-catalogue-device-models.js';
export { useCatalogueManufacturers } from './use-catalogue-manufacturers.js';
