import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offerCardView } from '../offer-view.ts';
import { OfferCard } from './OfferCard.tsx';
import { STORY_OFFERS, storyOffer } from './story-data.ts';

describe('<OfferCard />', () => {
  it('shows image, manufacturer, name, and the View offer and Explore model links (site-wide §2, §3)', () => {
    render(<OfferCard offer={offerCardView(storyOffer())} />);
    expect(screen.getByRole('heading', { level: 3, name: '1.99% p.a. Finance on Toyota HiLux' }));
    expect(screen.getByText('Toyota')).toBeTruthy();
    const image = screen.getByRole('presentation') as HTMLImageElement;
    expect(image.getAttribute('src')).toContain('car-1.svg');
    expect(
      screen
        .getByRole('link', { name: 'View offer: 1.99% p.a. Finance on Toyota HiLux' })
        .getAttribute('href'),
    ).toBe('/offers/toyota/101');
    expect(screen.getByRole('link', { name: 'Explore model: HiLux' }).getAttribute('href')).toBe(
      '/hilux',
    );
  });

  it('cuts a description over 200 characters at 160 and toggles Show more / Show less (site-wide §5)', () => {
    const offer = offerCardView(storyOffer());
    render(<OfferCard offer={offer} />);
    expect(offer.description.full.length).toBeGreaterThan(200);
    expect(screen.getByText(offer.description.short, { exact: false })).toBeTruthy();
    expect(screen.queryByText(offer.description.full, { exact: false })).toBeNull();
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByText(offer.description.full, { exact: false })).toBeTruthy();
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it("shows a short description whole, without a toggle, and links the model's override_url", () => {
    render(<OfferCard offer={offerCardView(STORY_OFFERS[1] ?? storyOffer())} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Explore model: Corolla' }).getAttribute('href')).toBe(
      '/toyota/corolla',
    );
  });

  it('falls back to the image-not-found picture and leaves out Explore model without a model (site-wide §8)', () => {
    render(<OfferCard offer={offerCardView(STORY_OFFERS[2] ?? storyOffer())} />);
    expect(screen.getByRole('presentation').getAttribute('data-fallback')).toBe('true');
    expect(screen.queryByRole('link', { name: /Explore model/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('takes its words from translations', () => {
    render(
      <OfferCard
        offer={offerCardView(storyOffer())}
        translations={{
          showMore: 'Read more',
          viewOffer: 'Details',
          viewOfferName: 'Details: {name}',
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Read more' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Details: / })).toBeTruthy();
  });
});
