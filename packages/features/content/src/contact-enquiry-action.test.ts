import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { platformFetchContext, siteContext } from '@forecourt/site-shell';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { submitContactEnquiry } from './contact-enquiry-action.ts';

const SITE = publicSiteConfig(
  resolveSiteConfig({
    slug: 'harbour-city-mazda',
    name: 'Harbour City Mazda',
    template: 'oem',
    url: 'https://www.harbour.example',
  }),
);

const ENQUIRY = {
  category: 'General Enquiry',
  name: 'Jo',
  last_name: 'Citizen',
  email: 'jo@example.com',
  phone: '0412345678',
  postcode: '2000',
  message: 'When are you open on Saturday?',
  opt_in: 'on',
};

async function submit(answer: () => Response) {
  const context = new RouterContextProvider();
  context.set(siteContext, SITE);
  context.set(
    platformFetchContext,
    vi.fn(async () => answer()),
  );
  const request = new Request('http://harbour-city-mazda.localhost:4000/contact', {
    method: 'POST',
    body: new URLSearchParams(ENQUIRY),
  });
  return (await submitContactEnquiry({
    request,
    context,
    params: {},
  } as unknown as Parameters<typeof submitContactEnquiry>[0])) as unknown as {
    data: { formError: string; fieldErrors: Record<string, string> };
    init: { status: number };
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('submitContactEnquiry failure (site-wide §8 enquiry submit failure)', () => {
  it('alerts "An error occurred when submitting this form" when the API fails without a text', async () => {
    const result = await submit(() => json(500, {}));
    expect(result.init.status).toBe(500);
    expect(result.data.formError).toBe('An error occurred when submitting this form');
  });

  it("alerts the same text over the server's own error, keeping its field messages", async () => {
    const result = await submit(() =>
      json(400, {
        error: 'Invalid lead',
        fields: { email: 'Please enter a valid email address.' },
      }),
    );
    expect(result.data.formError).toBe('An error occurred when submitting this form');
    expect(result.data.fieldErrors).toEqual({ email: 'Please enter a valid email address.' });
  });
});
