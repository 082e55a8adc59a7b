import type { PriceComparison as PriceComparisonData } from '@forecourt/pricing';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceComparison } from './PriceComparison.tsx';

const GREAT: PriceComparisonData = {
  label: 'Great Deal',
  fill: 'high',
  fillValue: 0.75,
  listingPrice: 20_000,
  marketRangeMin: 19_000,
  marketRangeMax: 23_000,
  confidence: 0.9,
};

/** A stand-in IntersectionObserver that lets a test fire entries. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit | undefined;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  fire() {
    this.callback(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

describe('<PriceComparison />', () => {
  it('shows a skeleton and asks for its data once within 500px of view (vehicle-stock §4, §9)', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const onNearViewport = vi.fn();
    render(<PriceComparison comparison={null} status="idle" onNearViewport={onNearViewport} />);
    const region = screen.getByRole('region', { name: 'Price comparison' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading the price comparison…')).toBeInTheDocument();
    const observer = FakeObserver.instances.at(-1);
    expect(observer?.options?.rootMargin).toBe('500px 0px');
    expect(onNearViewport).not.toHaveBeenCalled();
    act(() => observer?.fire());
    act(() => observer?.fire());
    expect(onNearViewport).toHaveBeenCalledTimes(1);
  });

  it('is hidden when the comparison is hidden (vehicle-stock §5, §8)', () => {
    const { container } = render(<PriceComparison comparison={null} status="ready" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the label on a gauge in the fill band with the listed price and market range (vehicle-stock §5)', () => {
    const { container } = render(<PriceComparison comparison={GREAT} status="ready" />);
    const meter = screen.getByRole('meter', { name: 'Price compared with the market' });
    expect(meter).toHaveAttribute('aria-valuetext', 'Great Deal');
    expect(meter).toHaveAttribute('aria-valuenow', '75');
    expect(meter).toHaveClass('fc-gauge--high');
    expect(container).toHaveTextContent('Market range $19,000 – $23,000');
    expect(screen.getByText('$20,000', { selector: '.fc-visually-hidden' })).toBeInTheDocument();
  });

  it("shows the server's description and a low band (vehicle-stock §5)", () => {
    render(
      <PriceComparison
        comparison={{ ...GREAT, label: 'Priced to sell', fill: 'low', fillValue: 0.1 }}
        status="ready"
      />,
    );
    const meter = screen.getByRole('meter');
    expect(meter).toHaveAttribute('aria-valuetext', 'Priced to sell');
    expect(meter).toHaveClass('fc-gauge--low');
  });
});
