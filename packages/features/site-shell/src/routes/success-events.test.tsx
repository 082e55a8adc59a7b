import { render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { configureAnalytics, recordAnalytics } from '../analytics.ts';
import { SiteProvider } from '../site-context.tsx';
import { testSite } from '../test/site.ts';
import Success from './success.tsx';

function HydrateFallback() {
  return null;
}

const site = testSite();

/** The /success page as the router shows it after a lead, with the loader's answer. */
async function showSuccess(data: {
  car: { id: number; title: string } | null;
  lead: string | null;
}) {
  const Stub = createRoutesStub([
    {
      path: '/success',
      Component: Success,
      HydrateFallback,
      loader: () => ({
        seo: { title: 't', description: 'd', canonical: 'c', noindex: true },
        car: data.car ? { ...data.car, path: '/cars/x', similarHref: null } : null,
        lead: data.lead,
      }),
    },
  ]);
  render(
    <SiteProvider site={site}>
      <Stub initialEntries={[`/success?lead=${data.lead ?? ''}`]} />
    </SiteProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Thank you' }, { timeout: 5000 });
}

describe('/success analytics (vehicle-stock §7, site-wide §7)', () => {
  afterEach(() => configureAnalytics({ site: site.slug }));

  it('sends 15 then the default enquiry 22 with the car id after a car enquiry', async () => {
    const events = recordAnalytics(site.slug);
    await showSuccess({ car: { id: 42, title: '2021 Toyota Corolla' }, lead: 'car_enquiry' });
    await waitFor(() =>
      expect(events).toEqual([
        { site: site.slug, event_id: 15, car_id: 42 },
        { site: site.slug, event_id: 22, car_id: 42 },
      ]),
    );
  });

  it('sends 48 then 22 with the car id after a test drive lead', async () => {
    const events = recordAnalytics(site.slug);
    await showSuccess({ car: { id: 7, title: '2020 Mazda CX-5' }, lead: 'test_drive' });
    await waitFor(() =>
      expect(events).toEqual([
        { site: site.slug, event_id: 48, car_id: 7 },
        { site: site.slug, event_id: 22, car_id: 7 },
      ]),
    );
  });

  it('sends 22 alone after another lead, and nothing when no lead is named', async () => {
    const events = recordAnalytics(site.slug);
    await showSuccess({ car: { id: 7, title: '2020 Mazda CX-5' }, lead: 'request_photos' });
    await waitFor(() => expect(events).toEqual([{ site: site.slug, event_id: 22, car_id: 7 }]));
    const none = recordAnalytics(site.slug);
    await showSuccess({ car: null, lead: null });
    expect(none).toEqual([]);
  });
});
