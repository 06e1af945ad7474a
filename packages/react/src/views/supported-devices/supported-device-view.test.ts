import { describe, expect, it } from 'vitest';
import { toDeviceModelView, toManufacturerView } from './supported-device-view.js';

describe('toManufacturerView', () => {
  it('should read id, name, logo, annotations and integration level', () => {
    expect(
      toManufacturerView({
        manufacturer_id: 'm-1',
        display_name: 'Acme',
        logo: { url: 'https://img.test/acme.svg' },
        annotations: [{ annotation_code: 'note', message: 'Needs a hub.' }],
        integration: 'planned',
      }),
    ).toEqual({
      manufacturerId: 'm-1',
      name: 'Acme',
      logoUrl: 'https://img.test/acme.svg',
      annotations: [{ code: 'note', message: 'Needs a hub.' }],
      integration: 'planned',
    });
  });

  it.each([null, undefined, 42, 'text', [], { logo: 'x', annotations: 'no' }])(
    'given %j, should not throw and fall back',
    (raw) => {
      expect(toManufacturerView(raw)).toEqual({
        manufacturerId: '',
        name: null,
        logoUrl: null,
        annotations: [],
        integration: null,
      });
    },
  );

  it('should drop annotations without a message', () => {
    expect(
      toManufacturerView({ annotations: [{ annotation_code: 'x' }, null, { message: 'ok' }] })
        .annotations,
    ).toEqual([{ code: '', message: 'ok' }]);
  });
});

describe('toDeviceModelView', () => {
  const model = {
    device_model_id: 'dm-1',
    display_name: 'Smart Lock',
    main_connection_type: 'wifi',
    aesthetic_variants: [
      { manufacturer_sku: 'SKU-1', images: [{ url: 'https://img.test/lock.svg' }] },
    ],
    manufacturer: { manufacturer_id: 'm-1', display_name: 'Acme', integration: 'beta' },
  };

  it('should read the first SKU and image, the connection type and the integration', () => {
    expect(toDeviceModelView(model)).toEqual({
      deviceModelId: 'dm-1',
      name: 'Smart Lock',
      manufacturerId: 'm-1',
      manufacturerName: 'Acme',
      integration: 'beta',
      sku: 'SKU-1',
      connectionType: 'wifi',
      imageUrl: 'https://img.test/lock.svg',
    });
  });

  it('should hide the connection type unknown', () => {
    expect(toDeviceModelView({ ...model, main_connection_type: 'unknown' }).connectionType).toBe(
      null,
    );
  });

  it('should take the SKU and image from later looks when the first has none', () => {
    const view = toDeviceModelView({
      ...model,
      aesthetic_variants: [
        { images: [] },
        { manufacturer_sku: 'B', front_image: { url: 'https://img.test/b.png' } },
      ],
    });
    expect(view.sku).toBe('B');
    expect(view.imageUrl).toBe('https://img.test/b.png');
  });

  it('should skip image URLs that are not http(s) for a later safe one', () => {
    const view = toDeviceModelView({
      ...model,
      aesthetic_variants: [
        { images: [{ url: 'javascript:alert(1)' }, { url: '/relative.png' }] },
        {
          images: [{ url: 'data:image/png;base64,AAAA' }],
          front_image: { url: 'https://img.test/f.png' },
        },
      ],
    });
    expect(view.imageUrl).toBe('https://img.test/f.png');
  });

  it.each([null, 7, 'x', { aesthetic_variants: [null, 3], manufacturer: 'acme' }])(
    'given %j, should not throw and fall back',
    (raw) => {
      expect(toDeviceModelView(raw)).toEqual({
        deviceModelId: '',
        name: null,
        manufacturerId: '',
        manufacturerName: null,
        integration: null,
        sku: null,
        connectionType: null,
        imageUrl: null,
      });
    },
  );

  it('should keep names with markup as plain strings', () => {
    expect(toDeviceModelView({ ...model, display_name: '<b>x</b>' }).name).toBe('<b>x</b>');
  });
});
