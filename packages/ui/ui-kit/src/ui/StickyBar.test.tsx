import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StickyBar } from './StickyBar.tsx';

async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

describe('<StickyBar />', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('opens once the page has scrolled past the threshold (vehicle-stock §9: 500px)', async () => {
    const { container } = render(
      <StickyBar threshold={500} label="Vehicle summary">
        <button type="button">Get Finance</button>
      </StickyBar>,
    );
    const bar = container.querySelector('section[aria-label="Vehicle summary"]') as HTMLElement;
    expect(screen.queryByRole('button', { name: 'Get Finance' })).toBeNull();
    expect(bar.getAttribute('data-state')).toBe('closed');
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.hasAttribute('inert')).toBe(true);
    await scrollTo(500);
    expect(bar.getAttribute('data-state')).toBe('closed');
    await scrollTo(501);
    expect(bar.getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('button', { name: 'Get Finance' })).toBeTruthy();
    await scrollTo(100);
    expect(bar.getAttribute('data-state')).toBe('closed');
  });

  it('can be forced open', () => {
    render(
      <StickyBar threshold={900} label="Vehicle actions" open>
        <button type="button">Enquire now</button>
      </StickyBar>,
    );
    expect(screen.getByRole('region', { name: 'Vehicle actions' }).getAttribute('data-state')).toBe(
      'open',
    );
  });
});
