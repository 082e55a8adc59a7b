import { describe, expect, it } from 'vitest';
import { apiCar, testLocation } from './test/api-car.ts';
import {
  bookingDayLabel,
  bookingDays,
  bookingTimeLabel,
  CAR_LOCATION_BAR_COOKIE,
  COPIED_NOTICE_MS,
  COPY_TOAST_MS,
  carLocationAnnouncement,
  carLocationBarDismissCookie,
  copiedToastText,
  fetchPrintPdf,
  isCarLocationBarDismissed,
  PRINT_PDF_FAILED_MESSAGE,
  printableDealer,
  printPageHref,
  printPdfFileName,
  printPdfHref,
  SHARE_POPUP_SIZE,
  shareLinks,
  sharePopupFeatures,
  timeZoneLabel,
  type VehicleActionsSite,
  vehicleActionsView,
} from './vehicle-actions.ts';

const URL_ = 'https://www.sunshineusedcars.com.au/cars/2021-toyota-corolla';
const TITLE = '2021 Toyota Corolla Ascent Sport';

describe('share row (vehicle-stock §2, §4, §9; site-wide §4)', () => {
  it('offers Facebook, Twitter/X, WhatsApp, email and SMS for the vehicle page address', () => {
    const links = shareLinks(URL_, TITLE, { facebook: true, twitter: true });
    expect(links.map((link) => link.channel)).toEqual([
      'facebook',
      'twitter',
      'whatsapp',
      'email',
      'sms',
    ]);
    const encoded = encodeURIComponent(URL_);
    for (const link of links) expect(link.href).toContain(encoded);
    expect(links.find((link) => link.channel === 'email')?.href).toMatch(/^mailto:\?subject=/);
    expect(links.find((link) => link.channel === 'sms')?.href).toMatch(/^sms:/);
  });

  it('hides Twitter (and Facebook) where the site switches it off (vehicle-stock §9 "Twitter (can be hidden)")', () => {
    const links = shareLinks(URL_, TITLE, { facebook: true, twitter: false });
    expect(links.map((link) => link.channel)).not.toContain('twitter');
    expect(
      shareLinks(URL_, TITLE, { facebook: false, twitter: false }).map((link) => link.channel),
    ).toEqual(['whatsapp', 'email', 'sms']);
  });

  it('opens web channels in a 550×400 popup, mail and SMS in the shopper’s app (vehicle-stock §9)', () => {
    expect(SHARE_POPUP_SIZE).toEqual({ width: 550, height: 400 });
    const features = sharePopupFeatures({
      screenX: 0,
      screenY: 0,
      outerWidth: 1550,
      outerHeight: 1400,
    });
    expect(features).toContain('width=550');
    expect(features).toContain('height=400');
    expect(features).toContain('left=500');
    expect(features).toContain('top=500');
    const popups = shareLinks(URL_, TITLE, { facebook: true, twitter: true })
      .filter((link) => link.popup)
      .map((link) => link.channel);
    expect(popups).toEqual(['facebook', 'twitter', 'whatsapp']);
  });

  it('reads Copied for 1.5 s and toasts "Copied {car name} to your clipboard!" for about 3 s', () => {
    expect(COPIED_NOTICE_MS).toBe(1500);
    expect(COPY_TOAST_MS).toBe(3000);
    expect(copiedToastText(TITLE)).toBe(`Copied ${TITLE} to your clipboard!`);
  });
});

describe('print (vehicle-stock §2 /print, §7, §8)', () => {
  it('links the printable page /print?car_id={slug} and names the PDF {slug}.pdf', () => {
    expect(printPageHref('2021-toyota-corolla')).toBe('/print?car_id=2021-toyota-corolla');
    expect(printPdfFileName('2021-toyota-corolla')).toBe('2021-toyota-corolla.pdf');
    expect(printPdfHref('2021-toyota-corolla', 'sunshine-used-cars')).toBe(
      '/api/cars/2021-toyota-corolla/print.pdf?site=sunshine-used-cars',
    );
  });

  it('gives the PDF, or fails with the server’s message or a general one (alerted, §8)', async () => {
    const pdf = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    await expect(fetchPrintPdf('/x.pdf', async () => new Response(pdf))).resolves.toBeInstanceOf(
      Blob,
    );
    await expect(
      fetchPrintPdf('/x.pdf', async () =>
        Response.json({ error: 'Unknown car "x".' }, { status: 404 }),
      ),
    ).rejects.toThrow('Unknown car "x".');
    await expect(
      fetchPrintPdf('/x.pdf', async () => new Response('oops', { status: 500 })),
    ).rejects.toThrow(PRINT_PDF_FAILED_MESSAGE);
    await expect(
      fetchPrintPdf('/x.pdf', async () => {
        throw new TypeError('offline');
      }),
    ).rejects.toThrow(PRINT_PDF_FAILED_MESSAGE);
  });

  it('prints the dealer’s name, address and phone', () => {
    expect(
      printableDealer({
        dealership_name: 'Sunshine Used Cars',
        location: testLocation({ id: 1 }),
      }),
    ).toEqual({
      name: 'Sunshine Used Cars – Moorooka',
      address: '1 Ipswich Rd, Moorooka QLD 4105',
      phone: '(07) 5550 0100',
    });
  });
});

describe('test drive booking times (vehicle-stock §5, §7)', () => {
  it('shows the location’s wall-clock times and says which time zone', () => {
    expect(bookingTimeLabel('09:00')).toBe('9:00 am');
    expect(bookingTimeLabel('12:30')).toBe('12:30 pm');
    expect(bookingTimeLabel('16:30')).toBe('4:30 pm');
    expect(timeZoneLabel('Australia/Perth')).toBe('Perth time');
    expect(bookingDayLabel('2026-11-27')).toBe('Friday 27 November');
  });

  it('offers only days with a free slot', () => {
    expect(
      bookingDays([
        { date: '2026-11-29', slots: [] },
        { date: '2026-11-30', slots: ['09:00', '09:30'] },
      ]),
    ).toEqual([
      {
        value: '2026-11-30',
        label: 'Monday 30 November',
        times: [
          { value: '09:00', label: '9:00 am' },
          { value: '09:30', label: '9:30 am' },
        ],
      },
    ]);
  });
});

describe('car-location announcement bar (vehicle-stock §2, §4)', () => {
  it('says where the car is', () => {
    expect(
      carLocationAnnouncement({
        city: 'Moorooka',
        state: 'QLD',
        location: { name: 'Sunshine Moorooka' } as never,
      }),
    ).toBe('This vehicle is located at Sunshine Moorooka, Moorooka, QLD.');
    expect(carLocationAnnouncement({ city: null, state: null, location: null })).toBeNull();
  });

  it('remembers a dismissal in a cookie the server reads', () => {
    expect(carLocationBarDismissCookie()).toMatch(
      new RegExp(`^${CAR_LOCATION_BAR_COOKIE}=dismissed; Path=/; Max-Age=\\d+; SameSite=Lax$`),
    );
    expect(isCarLocationBarDismissed(`a=1; ${CAR_LOCATION_BAR_COOKIE}=dismissed`)).toBe(true);
    expect(isCarLocationBarDismissed('a=1')).toBe(false);
    expect(isCarLocationBarDismissed(null)).toBe(false);
  });
});

describe('vehicleActionsView', () => {
  const features: VehicleActionsSite['features'] = {
    share: true,
    share_facebook: true,
    share_twitter: true,
    print: true,
    request_photos: true,
    test_drive_booking: true,
    terms_required: false,
    announcement_bar: true,
  };
  const car = apiCar({
    id: 5,
    slug: 'a-car',
    city: 'Moorooka',
    state: 'QLD',
    location: {
      id: 9,
      name: 'Yard',
      slug: 'yard',
      phone: null,
      address: {
        street: null,
        city: null,
        state: null,
        postcode: null,
        place_url: null,
        lat: null,
        long: null,
      },
      distribution_locations: ['North', '', 3],
    },
  });
  const view = (f: Partial<typeof features> = {}, dismissed = false) =>
    vehicleActionsView(
      car,
      { slug: 'site', features: { ...features, ...f } },
      { title: TITLE, shareUrl: URL_, locationBarDismissed: dismissed },
    );

  it('follows the site’s switches', () => {
    expect(view().testDrive).toEqual({
      bookingLocationId: 9,
      distributionLocations: ['North'],
      termsRequired: false,
    });
    expect(view({ test_drive_booking: false }).testDrive.bookingLocationId).toBeNull();
    expect(view({ share: false }).share).toBeNull();
    expect(view({ print: false }).print).toBeNull();
    expect(view({ request_photos: false }).requestPhotos).toBe(false);
    expect(view({ share_twitter: false }).share?.links.map((link) => link.channel)).not.toContain(
      'twitter',
    );
  });

  it('shows the location bar only when switched on and not dismissed', () => {
    expect(view().locationBar).toBe('This vehicle is located at Yard, Moorooka, QLD.');
    expect(view({ announcement_bar: false }).locationBar).toBeNull();
    expect(view({}, true).locationBar).toBeNull();
  });
});
