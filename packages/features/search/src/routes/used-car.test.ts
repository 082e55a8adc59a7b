// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loader, usedCarSearchPath } from './used-car.tsx';

const load = (path: string) =>
  loader({
    request: new Request(`http://acme.localhost${path}`),
    context: {},
    params: {},
  } as never) as Response;

describe('/used-car/… breadcrumb paths (site-wide §2 routes)', () => {
  it('leads /used-car to the used stock', () => {
    expect(usedCarSearchPath('/used-car')).toBe('/search/used-cars');
    expect(usedCarSearchPath('/used-car/', '?sortBy=price_desc')).toBe(
      '/search/used-cars?sortBy=price_desc',
    );
  });

  it('leads /used-car/{make} and /used-car/{make}/{model} to their used stock', () => {
    expect(usedCarSearchPath('/used-car/Toyota')).toBe('/search/toyota?car_type=used');
    expect(usedCarSearchPath('/used-car/land-rover/range-rover-sport', '?page=2')).toBe(
      '/search/land-rover/range-rover-sport?car_type=used&page=2',
    );
  });

  it('answers a permanent redirect, and 404 for a deeper path', async () => {
    const response = load('/used-car/toyota/hilux');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/search/toyota/hilux?car_type=used');
    let thrown: unknown;
    try {
      load('/used-car/toyota/hilux/sr5');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
