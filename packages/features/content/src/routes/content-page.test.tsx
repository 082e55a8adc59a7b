import { publicSiteConfig, resolveSiteConfig, type SiteConfigInput } from '@forecourt/site-config';
import {
  platformFetchContext,
  SiteProvider,
  siteContext,
  writeSavedContact,
} from '@forecourt/site-shell';
import { SAVED_CONTACT_DETAILS } from '@forecourt/test-utils';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContentRoute, { action, loader } from './content-page.tsx';

function siteWith(overrides: Partial<SiteConfigInput> = {}) {
  return publicSiteConfig(
    resolveSiteConfig({
      slug: 'sunshine-used-cars',
      name: 'Sunshine Used Cars',
      template: 'classic',
      url: 'https://www.sunshine.example',
      ...overrides,
    }),
  );
}

function contextFor(site = siteWith(), answer?: (request: Request) => Promise<Response>) {
  const platformFetch = vi.fn(
    answer ??
      (async () =>
        new Response(JSON.stringify({ lead_id: 'lead-1' }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        })),
  );
  const context = new RouterContextProvider();
  context.set(siteContext, site);
  context.set(platformFetchContext, platformFetch);
  return { context, platformFetch };
}

const url = (path: string) => `http://sunshine-used-cars.localhost:4000${path}`;
const get = (path: string) => new Request(url(path));

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
}

const loaderArgs = (path: string, context: RouterContextProvider) =>
  ({ request: get(path), context, params: {} }) as unknown as Parameters<typeof loader>[0];

describe('content page loader (site-wide §2 content pages)', () => {
  it('shows the platform default copy with Home / page breadcrumbs as JSON-LD', async () => {
    const result = await loader(loaderArgs('/privacy-policy', contextFor().context));
    expect(result.page.title).toBe('Privacy Policy');
    expect(result.page.html).toContain('within 7 days');
    expect(result.seo.canonical).toBe('https://www.sunshine.example/privacy-policy');
    expect(result.jsonLd[0]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://www.sunshine.example/' },
        { position: 2, name: 'Privacy Policy' },
      ],
    });
  });

  it('serves /book-test-drive/ with the trailing slash, canonical without it', async () => {
    const result = await loader(loaderArgs('/book-test-drive/', contextFor().context));
    expect(result.page.slug).toBe('book-test-drive');
    expect(result.seo.canonical).toBe('https://www.sunshine.example/book-test-drive');
  });

  it("sanitises the dealer's HTML: scripts, handlers and javascript: links go", async () => {
    const site = siteWith({
      content_pages: {
        'about-us': {
          title: 'Our story',
          html: '<p onclick="steal()">Family owned since 1966.</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
        },
      },
    });
    const result = await loader(loaderArgs('/about-us', contextFor(site).context));
    expect(result.page.title).toBe('Our story');
    expect(result.page.html).toContain('Family owned since 1966.');
    expect(result.page.html).not.toMatch(/script|onclick|javascript:/);
  });

  it('answers 404 for a page the site hides and for a path that is no content page', async () => {
    const site = siteWith({ content_pages: { fleet: { hidden: true } } });
    expect(await statusOf(loader(loaderArgs('/fleet', contextFor(site).context)))).toBe(404);
    expect(await statusOf(loader(loaderArgs('/not-a-page', contextFor().context)))).toBe(404);
  });

  it('links /service to the manufacturer booking page where the site has one', async () => {
    const site = siteWith({ service_booking_url: 'https://book.toyota.example/service' });
    const withLink = await loader(loaderArgs('/service', contextFor(site).context));
    expect(withLink.page.bookingUrl).toBe('https://book.toyota.example/service');
    const without = await loader(loaderArgs('/service', contextFor().context));
    expect(without.page.bookingUrl).toBeNull();
  });
});

/** The lead body the API was sent. */
async function sentLead(platformFetch: { mock: { calls: unknown[][] } }) {
  const request = platformFetch.mock.calls[0]?.[0];
  if (!(request instanceof Request)) throw new Error('no lead was sent');
  return request.json();
}

function post(path: string, fields: Record<string, string>) {
  return new Request(url(path), { method: 'POST', body: new URLSearchParams(fields) });
}

const CONTACT = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412345678',
  postcode: '4000',
  message: 'I would like to work in your service team.',
  opt_in: 'on',
};

describe('content page action (site-wide §5)', () => {
  it('sends the careers enquiry as General Enquiry / Career Enquiry, then /success', async () => {
    const { context, platformFetch } = contextFor();
    const response = (await action({
      request: post('/careers', CONTACT),
      context,
      params: {},
    } as unknown as Parameters<typeof action>[0])) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/success?lead=careers'); // event 51 (site-wide §7)
    const sent = await sentLead(platformFetch);
    expect(sent).toMatchObject({
      site: 'sunshine-used-cars',
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
      name: 'Jo',
      opt_in: true,
    });
  });

  it('sends /book-test-drive as a Sales Enquiry with subcategory Test Drive', async () => {
    const { context, platformFetch } = contextFor();
    await action({
      request: post('/book-test-drive', CONTACT),
      context,
      params: {},
    } as unknown as Parameters<typeof action>[0]);
    const sent = await sentLead(platformFetch);
    expect(sent).toMatchObject({ category: 'Sales Enquiry', subcategory: 'Test Drive' });
  });

  it('answers field errors without calling the API; the dealership is required above one', async () => {
    const site = siteWith({
      dealerships: [
        { id: 1, name: 'North', slug: 'north' },
        { id: 2, name: 'South', slug: 'south' },
      ],
    });
    const { context, platformFetch } = contextFor(site);
    const result = (await action({
      request: post('/careers', { ...CONTACT, message: '' }),
      context,
      params: {},
    } as unknown as Parameters<typeof action>[0])) as unknown as {
      data: { fieldErrors: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(Object.keys(result.data.fieldErrors).sort()).toEqual(['dealership_slug', 'message']);
    expect(platformFetch).not.toHaveBeenCalled();
  });

  it.each([
    ['without an error text', 500, {}],
    ["with the server's own error text", 503, { error: 'Lead service unavailable' }],
  ])(
    'alerts "An error occurred when submitting this form" when the enquiry fails %s (site-wide §8)',
    async (_, status, body) => {
      const { context } = contextFor(
        siteWith(),
        async () =>
          new Response(JSON.stringify(body), {
            status,
            headers: { 'content-type': 'application/json' },
          }),
      );
      const result = (await action({
        request: post('/careers', CONTACT),
        context,
        params: {},
      } as unknown as Parameters<typeof action>[0])) as unknown as {
        data: { formError: string };
        init: { status: number };
      };
      expect(result.init.status).toBe(status);
      expect(result.data.formError).toBe('An error occurred when submitting this form');
    },
  );

  it('has no form to post on a page without one (405)', async () => {
    const { context } = contextFor();
    expect(
      await statusOf(
        action({
          request: post('/privacy-policy', CONTACT),
          context,
          params: {},
        } as unknown as Parameters<typeof action>[0]),
      ),
    ).toBe(405);
  });
});

const noFallback = () => null;

describe('<ContentRoute />', () => {
  it('renders the breadcrumb trail, the body and the careers form', async () => {
    const site = siteWith();
    const pageData = await loader(loaderArgs('/careers', contextFor(site).context));
    const Stub = createRoutesStub([
      {
        path: '/careers',
        Component: ContentRoute,
        HydrateFallback: noFallback,
        loader: () => pageData,
      },
    ]);
    render(
      <SiteProvider site={site}>
        {createElement(Stub, { initialEntries: ['/careers'] })}
      </SiteProvider>,
    );
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Careers enquiry' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeInTheDocument();
  });
});

describe('<ContentRoute /> saved contact details (site-wide §3 User)', () => {
  afterEach(() => localStorage.clear());

  async function renderPage(path: string) {
    const site = siteWith();
    const pageData = await loader(loaderArgs(path, contextFor(site).context));
    const Stub = createRoutesStub([
      { path, Component: ContentRoute, HydrateFallback: noFallback, loader: () => pageData },
    ]);
    render(
      <SiteProvider site={site}>{createElement(Stub, { initialEntries: [path] })}</SiteProvider>,
    );
  }

  it.each(['/service', '/vehicle-parts-and-accessories', '/book-test-drive', '/careers'])(
    '%s: the enquiry form is prefilled, offers "Not you? Clear my details" and clears',
    async (path) => {
      writeSavedContact(localStorage, SAVED_CONTACT_DETAILS);
      await renderPage(path);
      const clear = await screen.findByRole(
        'button',
        { name: 'Clear my details' },
        // The route renders first: generous on a busy machine.
        { timeout: 5000 },
      );
      expect(screen.getAllByRole('button', { name: 'Clear my details' })).toHaveLength(1);
      const field = (name: RegExp) => screen.getByRole('textbox', { name });
      expect(field(/First name/)).toHaveValue('Ann');
      expect(field(/Last name/)).toHaveValue('Lee');
      expect(field(/Email/)).toHaveValue('ann@example.com');
      expect(field(/Mobile/)).toHaveValue('0412 345 678');
      expect(field(/Postcode/)).toHaveValue('4000');
      fireEvent.click(clear);
      for (const name of [/First name/, /Last name/, /Email/, /Mobile/, /Postcode/]) {
        expect(field(name)).toHaveValue('');
      }
      expect(screen.queryByRole('button', { name: 'Clear my details' })).toBeNull();
    },
  );
});
