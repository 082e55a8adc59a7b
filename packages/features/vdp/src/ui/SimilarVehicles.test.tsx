import { resultCard } from '@forecourt/search';
import { carHit, TEST_CARD_SITE } from '@forecourt/search/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimilarVehicles } from './SimilarVehicles.tsx';

const NOW = new Date('2026-11-22T00:00:00Z');
const cards = [1, 2, 3].map((id) =>
  resultCard(carHit({ id, name: `Similar car ${id}` }), TEST_CARD_SITE, NOW),
);

/** A stand-in IntersectionObserver that records its options and lets a test fire entries. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    this.callback(
      [{ isIntersecting } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('<SimilarVehicles />', () => {
  it('asks for its cards once, only when within 500px of the viewport (vehicle-stock §9)', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onNearViewport = vi.fn();
    render(<SimilarVehicles cards={[]} status="idle" onNearViewport={onNearViewport} />);
    const observer = FakeObserver.instances[0];
    expect(observer?.options?.rootMargin).toBe('500px 0px');
    act(() => observer?.fire(false));
    expect(onNearViewport).not.toHaveBeenCalled();
    act(() => observer?.fire(true));
    act(() => observer?.fire(true));
    expect(onNearViewport).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });

  it('holds its place and says it is loading until the cards arrive', () => {
    render(<SimilarVehicles cards={[]} status="loading" />);
    const section = screen.getByRole('region', { name: 'Similar vehicles' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(section).toHaveTextContent('Loading similar vehicles…');
  });

  it('shows each similar car as a card linking to its page, in a carousel', () => {
    render(<SimilarVehicles cards={cards} status="ready" />);
    expect(
      screen.getByRole('region', { name: 'Similar vehicles', busy: false }),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Similar car 2' });
    expect(link).toHaveAttribute('href', '/cars/2021-toyota-hilux-sr5-2');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });

  it('offers the favourite and compare toggles of the results grid (vehicle-stock §4)', async () => {
    const onToggleFavourite = vi.fn();
    render(
      <SimilarVehicles
        cards={cards}
        status="ready"
        toggles={{ favourites: new Set([2]), onToggleFavourite }}
      />,
    );
    const saved = screen.getByRole('button', { name: 'Save Similar car 2 to favourites' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(saved);
    expect(onToggleFavourite).toHaveBeenCalledWith(cards[1]);
    // The site offers no compare here: no compare toggle.
    expect(screen.queryByRole('button', { name: /^Compare/ })).toBeNull();
  });

  it('shows nothing when there are no similar cars', () => {
    const { container } = render(<SimilarVehicles cards={[]} status="ready" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads at once where the browser cannot observe intersections', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onNearViewport = vi.fn();
    render(<SimilarVehicles cards={[]} status="idle" onNearViewport={onNearViewport} />);
    expect(onNearViewport).toHaveBeenCalledTimes(1);
  });
});
