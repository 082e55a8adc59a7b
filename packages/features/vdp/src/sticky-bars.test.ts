import { describe, expect, it } from 'vitest';
import {
  STICKY_HEADER_AFTER_PX,
  STICKY_OPENED_AFTER_PX,
  stickyFacts,
  stickyState,
} from './sticky-bars.ts';

describe('sticky header thresholds', () => {
  it('appears after scrolling 500 px (vehicle-stock §2, §9)', () => {
    expect(STICKY_HEADER_AFTER_PX).toBe(500);
    expect(stickyState(0)).toBe('hidden');
    expect(stickyState(499)).toBe('hidden');
    expect(stickyState(500)).toBe('shown');
  });

  it('switches to the opened style after scrolling past 900 px (site-wide §4, §9)', () => {
    expect(STICKY_OPENED_AFTER_PX).toBe(900);
    expect(stickyState(900)).toBe('shown');
    expect(stickyState(901)).toBe('opened');
  });
});

describe('stickyFacts', () => {
  it('lists transmission then body from the key information (vehicle-stock §2)', () => {
    expect(
      stickyFacts([
        { label: 'Kilometres', value: '12,000 km' },
        { label: 'Body', value: 'Sedan' },
        { label: 'Transmission', value: 'Automatic' },
      ]),
    ).toEqual(['Automatic', 'Sedan']);
    expect(stickyFacts([{ label: 'Body', value: 'Ute' }])).toEqual(['Ute']);
  });
});
