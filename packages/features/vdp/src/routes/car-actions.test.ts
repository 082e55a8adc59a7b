// @vitest-environment node
// Route modules run on the server: Node's Request keeps the Cookie header a browser would hide.
import { REQUEST_PHOTOS_TEXT } from '@forecourt/lead-payloads';
import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiCar, testLocation } from '../test/api-car.ts';
import { action, loader } from './car.tsx';
import { loader as printLoader } from './print.tsx';

const CAR = apiCar({
  id: 77,
  slug: 'a-car',
  path: '/cars/a-car',
  name: '2022 Toyota Corolla Ascent',
  make: 'Toyota',
  price: 30_000,
  status: 'in_stock',
  city: 'Moorooka',
  state: 'QLD',
  dealership_slug: 'test-motors',
  location: testLocation({ id: 3, name: 'Moorooka Yard' }),
});

/** The platform API as the routes see it: JSON answers by path, every request recorded. */
function platform(
  leadAnswer: () => Response = () => Response.json({ lead_id: 'L1' }, { status: 201 }),
) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? await request.json() : null;
    calls.push({ method: request.method, path, body });
    if (path === `/api/cars/${CAR.slug}`) return Response.json({ car: CAR });
    if (path.endsWith('/view.json')) return Response.json({ views: 3, car_fields: {} });
    if (path === '/api/leads') return leadAnswer();
    return Response.json({ error: 'Not found' }, { status: 404 });
  };
  return { calls, fetch };
}

function contextFor(fetch: (request: Request) => Promise<Response>, features = {}) {
  const site = publicSiteConfig(
    resolveSiteConfig({
      slug: 'test-site',
      name: 'Test Motors',
      template: 'classic',
      url: 'https://test.example',
      dealerships: [{ id: 1, name: 'Test Motors', slug: 'test-motors' }],
      features,
    }),
  );
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  context.set(platformFetchContext, fetch);
  return context;
}

const args = (request: Request, context: RouterContextProvider, slug: string | null = 'a-car') => ({
  request,
  context,
  params: slug ? { slug } : {},
  unstable_pattern: '/cars/:slug',
});

const post = (values: Record<string, string>) =>
  new Request('https://test.example/cars/a-car', {
    method: 'POST',
    body: new URLSearchParams(values),
  });

const contact = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  opt_in: 'on',
};

describe('vehicle page dialogs (vehicle-stock §2 dialogs, §5, §7, §8)', () => {
  it('posts a Test Drive lead with the booked slot and goes to /success, which sends 48 and 22', async () => {
    const api = platform();
    const response = await action(
      args(
        post({
          ...contact,
          intent: 'test_drive',
          booking_date: '2026-11-30',
          booking_time: '10:00',
        }),
        contextFor(api.fetch, { test_drive_booking: true }),
      ) as never,
    );
    expect((response as Response).headers.get('location')).toBe(
      '/success?car=a-car&lead=test_drive',
    );
    const lead = api.calls.find((call) => call.path === '/api/leads');
    expect(lead?.body).toMatchObject({
      category: 'Test Drive',
      car_id: 77,
      booking_date: '2026-11-30',
      booking_time: '10:00',
    });
  });

  it('posts a Request Photos lead with the preset text and goes to /success', async () => {
    const api = platform();
    const response = await action(
      args(post({ ...contact, intent: 'request_photos' }), contextFor(api.fetch)) as never,
    );
    expect((response as Response).headers.get('location')).toBe(
      '/success?car=a-car&lead=request_photos',
    );
    const lead = api.calls.find((call) => call.path === '/api/leads');
    expect(lead?.body).toMatchObject({ category: 'Request Photos', car_id: 77 });
    expect(lead?.body).toHaveProperty('request_text', REQUEST_PHOTOS_TEXT);
  });

  it('returns the server’s error for the dialog that posted (vehicle-stock §8)', async () => {
    const api = platform(() => Response.json({ error: 'Leads are paused.' }, { status: 503 }));
    const response = (await action(
      args(post({ ...contact, intent: 'request_photos' }), contextFor(api.fetch)) as never,
    )) as unknown as { data: { intent: string; formError: string }; init: { status: number } };
    expect(response.init.status).toBe(503);
    expect(response.data).toMatchObject({
      intent: 'request_photos',
      formError: 'Leads are paused.',
    });
  });

  it('hands the page the actions the site switches on, and the location bar unless dismissed', async () => {
    const api = platform();
    const on = await loader(
      args(
        new Request('https://test.example/cars/a-car'),
        contextFor(api.fetch, {
          announcement_bar: true,
          share_twitter: false,
          test_drive_booking: true,
        }),
      ) as never,
    );
    expect(on.actions?.share?.url).toBe('https://test.example/cars/a-car');
    expect(on.actions?.share?.links.map((link) => link.channel)).toEqual([
      'facebook',
      'whatsapp',
      'email',
      'sms',
    ]);
    expect(on.actions?.print?.fileName).toBe('a-car.pdf');
    expect(on.actions?.testDrive.bookingLocationId).toBe(3);
    expect(on.actions?.locationBar).toBe(
      'This vehicle is located at Moorooka Yard, Moorooka, QLD.',
    );
    const dismissed = await loader(
      args(
        new Request('https://test.example/cars/a-car', {
          headers: { cookie: 'fc_car_location_bar=dismissed' },
        }),
        contextFor(api.fetch, { announcement_bar: true }),
      ) as never,
    );
    expect(dismissed.actions?.locationBar).toBeNull();
  });
});

describe('printable page /print?car_id={slug} (vehicle-stock §2)', () => {
  it('server-renders the car, kept out of search results with the vehicle page as canonical', async () => {
    const api = platform();
    const page = await printLoader(
      args(
        new Request('https://test.example/print?car_id=a-car'),
        contextFor(api.fetch),
        null,
      ) as never,
    );
    expect(page.title).toBe('2022 Toyota Corolla Ascent');
    expect(page.seo).toMatchObject({ noindex: true, canonical: 'https://test.example/cars/a-car' });
    expect(page.dealer.phone).toBe('(07) 5550 0100');
    expect(page.printedText).toMatch(/^Printed \d{2} \w+ \d{4}$/);
  });

  it('is the 404 page without a car_id or for an unknown car', async () => {
    const api = platform();
    for (const url of ['https://test.example/print', 'https://test.example/print?car_id=nope']) {
      const thrown = await printLoader(
        args(new Request(url), contextFor(api.fetch), null) as never,
      ).catch((error: unknown) => error);
      expect((thrown as { init?: { status: number } }).init?.status).toBe(404);
    }
  });
});
