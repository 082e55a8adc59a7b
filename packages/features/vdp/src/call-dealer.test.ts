import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealerContact, isMobileNumber, maskPhone, phoneLinks } from './call-dealer.ts';
import { apiCar } from './test/api-car.ts';

const site = {
  id: null,
  slug: 'sunshine-used-cars',
  name: 'Sunshine Used Cars',
  phone: '(07) 5550 0100',
  features: { phone_revealed: false },
};

afterEach(() => vi.restoreAllMocks());

describe('call-the-dealer number (vehicle-stock §4)', () => {
  it('is masked after its first 5 characters', () => {
    expect(maskPhone('0491 570 156')).toBe('0491 XXX XXX');
    expect(maskPhone('(07) 5550 0100')).toBe('(07) XXXX XXXX');
    expect(maskPhone('0491570156')).toBe('04915XXXXX');
  });

  it('keeps its length when masked, so revealing it moves nothing', () => {
    expect(maskPhone('(07) 5550 0100')).toHaveLength('(07) 5550 0100'.length);
  });
});

describe('calling and messaging links (vehicle-stock §2)', () => {
  it('give tel:, sms: and WhatsApp for a mobile number', () => {
    expect(phoneLinks('0491 570 156')).toEqual({
      tel: 'tel:0491570156',
      sms: 'sms:0491570156',
      whatsapp: 'https://wa.me/61491570156',
    });
  });

  it('give only tel: for a landline', () => {
    expect(phoneLinks('(07) 5550 0100')).toEqual({
      tel: 'tel:0755500100',
      sms: null,
      whatsapp: null,
    });
  });

  it('recognise Australian mobiles in local and international form', () => {
    expect(isMobileNumber('0491 570 156')).toBe(true);
    expect(isMobileNumber('+61 491 570 156')).toBe(true);
    expect(isMobileNumber('(07) 5550 0100')).toBe(false);
  });
});

describe('dealerContact (vehicle-stock §4, §7, §8)', () => {
  it("uses the car location's number and name, masked unless the site starts it revealed", () => {
    const car = apiCar({
      id: 7,
      dealership_id: 3,
      location: { ...apiCar().location, name: 'Sunshine Moorooka', phone: '0491 570 156' },
    } as never);
    expect(dealerContact(car, site)).toMatchObject({
      phone: '0491 570 156',
      name: 'Sunshine Moorooka',
      startRevealed: false,
      site: 'sunshine-used-cars',
      carId: 7,
      lead: { site: 'sunshine-used-cars', category: 'Phone Reveal', car_id: 7, dealership_id: 3 },
    });
    const revealed = dealerContact(car, { ...site, features: { phone_revealed: true } });
    expect(revealed?.startRevealed).toBe(true);
  });

  it("falls back to the site's number, and names the website id when the site knows it", () => {
    const contact = dealerContact(apiCar({ location: null }), { ...site, id: 9 });
    expect(contact?.phone).toBe('(07) 5550 0100');
    expect(contact?.name).toBe('Sunshine Used Cars');
    expect(contact?.lead.website_id).toBe(9);
  });

  it('gives nothing and only a console warning when there is no number (vehicle-stock §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(dealerContact(apiCar({ location: null }), { ...site, phone: null })).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
