import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../site-context.tsx';
import { testSite } from '../test/site.ts';
import { SiteFooter } from './SiteFooter.tsx';

function footer(site = testSite()) {
  return render(
    <MemoryRouter>
      <SiteProvider site={site}>
        <SiteFooter
          tagline="{siteName} in {city}"
          groups={[{ heading: 'Buyer Tools', links: [{ to: '/search/used-cars', label: 'Used' }] }]}
        />
      </SiteProvider>
    </MemoryRouter>,
  );
}

describe('<SiteFooter /> (site-wide §2 footer)', () => {
  it('shows a social link only when both its URL and its switch are on', () => {
    footer(
      testSite({
        facebook_url: 'https://facebook.com/dealer',
        instagram_url: 'https://instagram.com/dealer',
        youtube_url: null,
        social: { facebook: true, instagram: false, youtube: true },
      }),
    );
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      'https://facebook.com/dealer',
    );
    expect(screen.queryByRole('link', { name: 'Instagram' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'YouTube' })).toBeNull();
  });

  it('has no social block when no network is both set and switched on', () => {
    footer(testSite({ facebook_url: null, social: { facebook: true } }));
    expect(screen.queryByRole('navigation', { name: 'Follow us' })).toBeNull();
  });

  it('links the privacy policy and the terms on every site, group or single dealer', () => {
    for (const template of ['classic', 'group', 'oem'] as const) {
      const { unmount } = footer(testSite({ template }));
      const legal = screen.getByRole('navigation', { name: 'Legal' });
      expect(
        [...legal.querySelectorAll('a')].map((link) => [
          link.textContent,
          link.getAttribute('href'),
        ]),
      ).toEqual([
        ['Privacy Policy', '/privacy-policy'],
        ['Terms and Conditions', '/terms-and-conditions'],
      ]);
      unmount();
    }
  });

  it('offers no wallet badge that no payment form takes', () => {
    footer(testSite({ features: { online_payment: true } }));
    expect(screen.queryByRole('img', { name: 'Apple Pay' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Google Pay' })).toBeNull();
  });

  it('renders each link group as a navigation named by its heading', () => {
    footer();
    expect(screen.getByRole('navigation', { name: 'Buyer Tools' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Used' })).toHaveAttribute('href', '/search/used-cars');
  });

  it('shows the payment icons only where the site takes payments online (site-wide §9)', () => {
    const { unmount } = footer(testSite({ features: { reserve_online: true } }));
    const list = screen.getByRole('list', { name: 'We accept' });
    expect(
      [...list.querySelectorAll('svg[role="img"]')].map((svg) => svg.getAttribute('aria-label')),
    ).toEqual(['Mastercard', 'Visa', 'Maestro']);
    unmount();
    footer(
      testSite({
        features: { reserve_online: false, online_purchase: false, online_payment: false },
      }),
    );
    expect(screen.queryByRole('list', { name: 'We accept' })).toBeNull();
  });
});
