import { memo, useState } from 'react';
import { useMessages } from '../../messages/messages-context.js';
import { Button } from '../../ui/Button.js';
import { Heading } from '../../ui/Heading.js';
import { useUniqueId } from '../../ui/use-unique-id.js';
import { CatalogueImage } from './CatalogueImage.js';
import {
  type ManufacturerGroup as Group,
  isCollapsible,
  visibleModels,
} from './catalogue-groups.js';
import { DeviceModelRow } from './DeviceModelRow.js';

/** One manufacturer's section: logo, '{name} Devices', its notes and its models (3 until expanded). */
export const ManufacturerGroup = memo(function ManufacturerGroup({ group }: { group: Group }) {
  const { supportedDevices: t } = useMessages();
  const [expanded, setExpanded] = useState(false);
  const listId = useUniqueId();
  const headingId = useUniqueId();
  const toggleId = useUniqueId();
  const name = group.manufacturer.name ?? t.manufacturerFallback;
  const shown = visibleModels(group.models, expanded);
  return (
    <section className="pl-catalogue-group" aria-labelledby={headingId}>
      <div className="pl-catalogue-group__header">
        <CatalogueImage
          className="pl-catalogue-group__logo"
          url={group.manufacturer.logoUrl}
          alt={t.logoAlt(name)}
          width={72}
          height={24}
          fallback={name.slice(0, 1).toUpperCase()}
        />
        <Heading depth={1} id={headingId} className="pl-catalogue-group__title">
          {t.groupHeading(name)}
        </Heading>
      </div>
      {group.manufacturer.annotations.map((annotation, index) => (
        <p
          // Annotations have no id and may repeat a code; their order is stable per answer.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className="pl-catalogue-annotation"
        >
          {annotation.message}
        </p>
      ))}
      <ul className="pl-catalogue-group__models" id={listId}>
        {shown.map((model) => (
          <DeviceModelRow key={model.deviceModelId} model={model} />
        ))}
      </ul>
      {isCollapsible(group.models) && (
        <Button
          variant="text"
          size="small"
          className="pl-catalogue-group__toggle"
          id={toggleId}
          // Every group's toggle reads 'See all N' or 'Show less'; naming it with its own words
          // then the group's heading keeps them apart in a screen reader's list of buttons.
          aria-labelledby={`${toggleId} ${headingId}`}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t.showLess : t.seeAll(group.models.length)}
        </Button>
      )}
    </section>
  );
});
