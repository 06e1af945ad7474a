import { memo } from 'react';
import { useMessages } from '../../messages/messages-context.js';
import { CatalogueImage } from './CatalogueImage.js';
import { ModelStatusPill } from './ModelStatusPill.js';
import type { DeviceModelView } from './supported-device-view.js';

/** The spec's device image width in tables. */
const IMAGE_SIZE = 40;

/** One model: photo, name, SKU and connection type joined by a dot, and its status pill. */
export const DeviceModelRow = memo(function DeviceModelRow({ model }: { model: DeviceModelView }) {
  const { supportedDevices: t } = useMessages();
  const name = model.name ?? t.modelNameFallback;
  const details = [
    model.sku,
    model.connectionType === null ? null : t.connectionType(model.connectionType),
  ]
    .filter((part) => part !== null)
    .join(' · ');
  return (
    <li className="pl-catalogue-model">
      <CatalogueImage
        className="pl-catalogue-model__image"
        url={model.imageUrl}
        alt={t.modelImageAlt(name)}
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        fallback=""
      />
      <div className="pl-catalogue-model__text">
        <span className="pl-catalogue-model__name">{name}</span>
        {details !== '' && <span className="pl-catalogue-model__details">{details}</span>}
      </div>
      <ModelStatusPill integration={model.integration} />
    </li>
  );
});
