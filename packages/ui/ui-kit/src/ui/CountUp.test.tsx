import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOTION_MS } from '../theme/tokens.ts';
import { CountUp } from './CountUp.tsx';

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('<CountUp />', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes 2 s by default (vehicle-stock §9)', () => {
    expect(MOTION_MS.countUp).toBe(2000);
  });

  it('gives screen readers only the final value', () => {
    mockReducedMotion(false);
    const { container } = render(
      <CountUp value={34990} from={0} format={(v) => `$${Math.round(v)}`} />,
    );
    expect(container.querySelector('.fc-visually-hidden')?.textContent).toBe('$34990');
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('$0');
  });

  it('counts up over its duration', async () => {
    mockReducedMotion(false);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { container } = render(<CountUp value={1000} from={0} durationMs={2000} />);
    const shown = () => container.querySelector('[aria-hidden="true"]')?.textContent;
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    const halfway = Number(shown());
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(1000);
    await act(async () => {
      vi.advanceTimersByTime(1100);
    });
    expect(shown()).toBe('1000');
  });

  it('jumps straight to the value under prefers-reduced-motion', async () => {
    mockReducedMotion(true);
    render(<CountUp value={1216} from={1024} />);
    await act(async () => {});
    expect(screen.getAllByText('1216')).toHaveLength(2);
  });
});
