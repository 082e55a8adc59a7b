import { describe, expect, it } from 'vitest';
import { apiCar, photos, testSite } from './test/api-car.ts';
import { vehicleDetail, vehicleTitle } from './vehicle-detail.ts';

const now = new Date('2026-11-22T00:00:00Z');

describe('vehicleDetail', () => {
  it('shows the price and a was-price only when before_price exceeds it (vehicle-stock §4)', () => {
    const view = vehicleDetail(apiCar({ price: 30_000, before_price: 32_000 }), testSite, now);
    expect(view.price).toEqual({
      amount: 30_000,
      text: '$30,000',
      priceType: 'Drive Away',
      wasAmount: 32_000,
    });
    expect(
      vehicleDetail(apiCar({ price: 30_000, before_price: 29_000 }), testSite, now).price.wasAmount,
    ).toBeNull();
  });

  it('shows the no-price text without price type when the price is 10 or less (vehicle-stock §4)', () => {
    const view = vehicleDetail(apiCar({ price: 0 }), testSite, now);
    expect(view.price).toEqual({
      amount: null,
      text: 'Enquire for price',
      priceType: null,
      wasAmount: null,
    });
  });

  it('links the location (city and state, else location name) to #vehicle-map (vehicle-stock §2)', () => {
    expect(vehicleDetail(apiCar({ city: 'Noosa', state: 'QLD' }), testSite, now).location).toEqual({
      text: 'Noosa, QLD',
      href: '#vehicle-map',
    });
    const named = apiCar({ city: null, location: { name: 'Sunshine Yard' } as never });
    expect(vehicleDetail(named, testSite, now).location?.text).toBe('Sunshine Yard');
  });

  it('shows thumbnails for an in-stock car with more than 3 images (vehicle-stock §2)', () => {
    expect(vehicleDetail(apiCar({ images: photos(4) }), testSite, now).showThumbnails).toBe(true);
    expect(vehicleDetail(apiCar({ images: photos(3) }), testSite, now).showThumbnails).toBe(false);
  });

  it('prefills the enquiry of a sold car with the similar message and subcategory (vehicle-stock §4)', () => {
    const sold = vehicleDetail(apiCar({ status: 'sold', name: '2019 Mazda CX-5' }), testSite, now);
    expect(sold.availability.inStock).toBe(false);
    expect(sold.enquiryDefaults.subcategory).toBe('Find me something similar');
    expect(sold.enquiryDefaults.message).toContain('something similar');
    const inStock = vehicleDetail(apiCar(), testSite, now);
    expect(inStock.enquiryDefaults.subcategory).toBeUndefined();
  });

  it('titles a car by name, else year make model badge, else slug', () => {
    expect(
      vehicleTitle(apiCar({ name: null, year: 2020, make: 'Kia', model: 'Rio', badge: null })),
    ).toBe('2020 Kia Rio');
    expect(
      vehicleTitle(
        apiCar({ name: ' ', year: null, make: null, model: null, badge: null, slug: 's' }),
      ),
    ).toBe('s');
  });
});

describe('vehicleDetail wording by vehicle type', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  it("heads a motorcycle's details Motorcycle Details and a car's Car Details", () => {
    const bike = vehicleDetail(
      apiCar({ item_type: 'motorcycle', car_type: 'used' }),
      testSite,
      now,
    );
    expect(bike.detailsHeading).toBe('Motorcycle Details');
    expect(bike.noun.singular).toBe('Motorcycle');
    expect(bike.breadcrumbs[1]?.label).toBe('Used Motorcycles');
    expect(vehicleDetail(apiCar({ item_type: 'car' }), testSite, now).detailsHeading).toBe(
      'Car Details',
    );
  });

  it('shows a subscription with its period, never the sale price type (vehicle-stock §4)', () => {
    const car = apiCar({ price: 37_290, subscription_price: 381, price_type: 'Drive Away' });
    const view = vehicleDetail(car, { ...testSite, offers_subscription: true }, now);
    expect(view.price).toEqual({
      amount: 381,
      text: '$381 a week subscription',
      priceType: 'a week subscription',
      wasAmount: null,
    });
  });

  it('reaches the page with Unregistered for a past expiry where show_unregistered is on (vehicle-stock §4)', () => {
    const car = apiCar({ rego_expiry: '2020-03-01' });
    const row = (site: Parameters<typeof vehicleDetail>[1]) =>
      vehicleDetail(car, site, now).carDetails.find((entry) => entry.label === 'Registration');
    expect(row(testSite)).toBeUndefined();
    expect(row({ ...testSite, features: { show_unregistered: true } })?.value).toBe('Unregistered');
  });
});
