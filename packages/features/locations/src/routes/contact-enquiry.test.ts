// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { groupSite, routeContext } from '../test/route-context.ts';
import { testSite } from '../test/site.ts';
import { action, loader } from './locations.tsx';

const VALID = {
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  message: 'Do you open on public holidays?',
  category: 'Sales Enquiry',
  location: 'Metro Kia Ipswich',
  dealership_slug: 'metro-kia',
  opt_in: 'on',
};

async function post(path: string, fields: Record<string, string>, site = groupSite()) {
  const bodies: Record<string, unknown>[] = [];
  // The platform taking the lead as `POST /api/leads` does (201), each body recorded.
  const { context, platformFetch } = routeContext(site, () =>
    Response.json({ lead_id: 'L1' }, { status: 201 }),
  );
  const answer = async () => {
    for (const [request] of platformFetch.mock.calls) {
      if (request.method === 'POST') bodies.push(await request.clone().json());
    }
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const result = await action({
    params: {},
    request: new Request(`http://metro-auto-group.localhost:4000${path}`, {
      method: 'POST',
      body: form,
    }),
    context,
  } as unknown as Parameters<typeof action>[0]);
  await answer();
  return { result, bodies };
}

const failureOf = (result: unknown) =>
  (result as { data: { fieldErrors: Record<string, string> } }).data.fieldErrors;

describe('/contact general enquiry (site-wide §5 Enquiry form)', () => {
  it('shows the form on /contact and /contact-us only, with the category, location and dealership selects', async () => {
    const site = groupSite();
    const { context } = routeContext(site);
    const load = (path: string) =>
      loader({
        params: {},
        request: new Request(`http://metro-auto-group.localhost:4000${path}`),
        context,
      } as unknown as Parameters<typeof loader>[0]);
    const contact = await load('/contact');
    expect(contact.enquiry?.categories.map((option) => option.value)).toContain('General Enquiry');
    expect(contact.enquiry?.locations?.length).toBeGreaterThan(1);
    expect(contact.enquiry?.dealerships.map((option) => option.value)).toEqual([
      'metro-mazda',
      'metro-kia',
    ]);
    expect((await load('/contact-us')).enquiry).not.toBeNull();
    expect((await load('/dealer-locator')).enquiry).toBeNull();
    expect((await load('/dealerships')).enquiry).toBeNull();
  });

  it('sends a valid enquiry as a general enquiry lead and goes to /success for event 22', async () => {
    const { result, bodies } = await post('/contact', {
      ...VALID,
      Finance_check: 'on',
      Colour_radio: 'x',
    });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe('/success?lead=general_enquiry');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      category: 'Sales Enquiry',
      location: 'Metro Kia Ipswich',
      dealership_slug: 'metro-kia',
      opt_in: true,
      additional_services: ['Finance'],
      site: 'metro-auto-group',
    });
    // Helper keys never reach the lead (site-wide §5).
    expect(bodies[0]).not.toHaveProperty('Colour_radio');
    expect(bodies[0]).not.toHaveProperty('Finance_check');
    expect(bodies[0]).not.toHaveProperty('terms_agreed');
  });

  it('requires the message, the category, the location and the preferred dealership when shown', async () => {
    const { result, bodies } = await post('/contact-us', {
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com',
      phone: '0412 345 678',
      postcode: '4000',
    });
    expect(bodies).toHaveLength(0);
    expect(Object.keys(failureOf(result)).sort()).toEqual(
      ['category', 'dealership_slug', 'location', 'message'].sort(),
    );
  });

  it('relaxes the message where the site says so, and asks no dealership on a one-dealership site', async () => {
    const site = testSite({
      slug: 'sunshine-used-cars',
      features: { message_optional: true },
    });
    const { message: _message, dealership_slug: _d, location: _l, ...rest } = VALID;
    const { result, bodies } = await post('/contact', rest, site);
    expect((result as Response).headers.get('Location')).toBe('/success?lead=general_enquiry');
    expect(bodies[0]).not.toHaveProperty('message');
  });

  it('sends opt_in false when the tick box is cleared (it starts ticked in the form)', async () => {
    const { opt_in: _optIn, ...rest } = VALID;
    const { bodies } = await post('/contact', rest);
    expect(bodies[0]).toMatchObject({ opt_in: false });
  });

  it('requires the terms agreement where the site asks for it', async () => {
    const site = testSite({ slug: 'sunshine-used-cars', features: { terms_required: true } });
    const { dealership_slug: _d, location: _l, ...rest } = VALID;
    const { result, bodies } = await post('/contact', rest, site);
    expect(bodies).toHaveLength(0);
    expect(failureOf(result).terms_agreed).toBe(
      'You must agree to the terms of use before submitting the form.',
    );
  });

  it('has no form on the other locator paths (405)', async () => {
    await expect(post('/dealer-locator', VALID)).rejects.toMatchObject({ init: { status: 405 } });
  });
});
