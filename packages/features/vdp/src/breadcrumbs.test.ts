import { describe, expect, it } from 'vitest';
import { vdpBreadcrumbs } from './breadcrumbs.ts';

describe('vdpBreadcrumbs', () => {
  it('goes Home → car type → make → model → current (vehicle-stock §2)', () => {
    expect(
      vdpBreadcrumbs(
        { car_type: 'used', make: 'Land Rover', model: 'Defender' },
        '2020 Land Rover Defender',
      ),
    ).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Used Cars', href: '/search?car_type=used' },
      { label: 'Land Rover', href: '/search/land-rover' },
      { label: 'Defender', href: '/search/land-rover?model=Defender' },
      { label: '2020 Land Rover Defender' },
    ]);
  });

  it('skips missing levels', () => {
    expect(vdpBreadcrumbs({ car_type: null, make: null, model: 'X' }, 'Car')).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Car' },
    ]);
  });
});

describe('vdpBreadcrumbs by vehicle type', () => {
  it.each([
    ['truck', 'Used Trucks'],
    ['motorcycle', 'Used Motorcycles'],
    ['caravan', 'Used Caravans'],
    ['car', 'Used Cars'],
    [null, 'Used Cars'],
  ])('puts a %s under "%s"', (itemType, label) => {
    const crumbs = vdpBreadcrumbs(
      { car_type: 'used', make: 'Isuzu', model: 'NPR', item_type: itemType },
      'Isuzu NPR',
    );
    expect(crumbs[1]).toEqual({ label, href: '/search?car_type=used' });
  });
});
