import { publicSiteConfig, resolveSiteConfig } from '@forecourt/site-config';
import { SiteProvider } from '@forecourt/site-shell';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteSalesCounter } from './SiteSalesCounter.tsx';

const site = (on: boolean) =>
  publicSiteConfig(
    resolveSiteConfig({
      slug: 'acme',
      name: 'Acme',
      template: 'classic',
      features: { sales_counter: on },
    }),
  );

afterEach(() => vi.useRealTimers());

describe('<SiteSalesCounter />', () => {
  it('renders nothing when features.sales_counter is off (site-wide §2)', () => {
    const { container } = render(
      <SiteProvider site={site(false)}>
        <SiteSalesCounter initialCount={42} />
      </SiteProvider>,
    );
    expect(container.innerHTML).toBe('');
  });

  it('server-renders the loader count and hydrates without a mismatch, then recomputes it', async () => {
    // Midday in Brisbane: 96 (site-wide §9); the server rendered 95 a few minutes earlier.
    vi.useFakeTimers({ now: Date.parse('2026-06-15T02:00:00Z'), toFake: ['Date'] });
    const element = (
      <SiteProvider site={site(true)}>
        <SiteSalesCounter initialCount={95} />
      </SiteProvider>
    );
    const html = renderToString(element);
    expect(html).toContain('95');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    // The lazily loaded clock gives the current count; screen readers get the final number.
    await vi.waitFor(() =>
      expect(
        container.querySelector('.sales-counter__count .fc-visually-hidden')?.textContent,
      ).toBe('96'),
    );
    expect(screen.getByRole('region', { name: 'Sales today' })).toBeTruthy();
    container.remove();
  });
});
