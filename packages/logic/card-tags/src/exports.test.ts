import { expect, it } from 'vitest';

it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index.ts')).sort()).toEqual([
    'COMING_SOON_TAG_TEXT',
    'DEFAULT_JUST_ARRIVED_DAYS',
    'DEFAULT_JUST_ARRIVED_TAG_NAME',
    'DEFAULT_SOLD_TAG_NAME',
    'FUEL_TYPE_TAG_TEXTS',
    'RESERVED_TAG_TEXT',
    'TOYOTA_CERTIFIED_TAG_TEXT',
    'cardTag',
    'collapseSoldCars',
    'electrifiedFuel',
    'fuelTypeTag',
    'isJustArrived',
    'justArrivedTagName',
    'soldTagName',
  ]);
});
