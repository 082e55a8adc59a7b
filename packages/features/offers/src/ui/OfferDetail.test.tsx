import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfferDetail } from './OfferDetail.tsx';
import { STORY_OFFERS, storyOffer, storyOfferDetail } from './story-data.ts';

describe('<OfferDetail />', () => {
  it('shows the name as the page heading, the full description and the enquiry call to action', () => {
    render(<OfferDetail offer={storyOfferDetail()} />);
    expect(screen.getByRole('heading', { level: 1, name: '1.99% p.a. Finance on Toyota HiLux' }));
    expect(screen.getByRole('img', { name: '1.99% p.a. Finance on Toyota HiLux' })).toBeTruthy();
    // The whole description, not the card's 160 characters (site-wide §5 applies to cards).
    expect(screen.getByText(/affect|choose your next vehicle\./)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Enquire about this offer' }).getAttribute('href'),
    ).toBe('/contact?offer=101');
    expect(screen.getByRole('link', { name: 'Explore model: HiLux' }).getAttribute('href')).toBe(
      '/hilux',
    );
  });

  it('toggles a disclaimer over 200 characters between short and full (site-wide §4, §5)', () => {
    const offer = storyOfferDetail();
    render(<OfferDetail offer={offer} />);
    const region = screen.getByRole('region', { name: 'Offer conditions' });
    expect(offer.disclaimer?.truncated).toBe(true);
    expect(region.textContent).toContain(offer.disclaimer?.short);
    const toggle = screen.getByRole('button', { name: 'Show full disclaimer' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(region.textContent).toContain(offer.disclaimer?.full);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(region.textContent).not.toContain(offer.disclaimer?.full);
  });

  it('shows a short disclaimer whole and no disclaimer section without one', () => {
    const { unmount } = render(<OfferDetail offer={storyOfferDetail(STORY_OFFERS[1])} />);
    expect(screen.getByRole('region', { name: 'Offer conditions' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(<OfferDetail offer={storyOfferDetail(STORY_OFFERS[2])} />);
    expect(screen.queryByRole('region', { name: 'Offer conditions' })).toBeNull();
    // No HTML: the plain text shows.
    expect(screen.getByText(/Book your next service online/)).toBeTruthy();
  });

  it("links the site's own enquiry form when given", () => {
    render(
      <OfferDetail
        offer={{ ...storyOfferDetail(storyOffer()), enquiryHref: '/contact-us?offer=101' }}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Enquire about this offer' }).getAttribute('href'),
    ).toBe('/contact-us?offer=101');
  });
});
