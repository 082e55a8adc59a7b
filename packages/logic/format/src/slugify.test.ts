import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('lowercases and joins words with hyphens for /cars/{slug} (vehicle-stock §2)', () => {
    expect(slugify('2021 Toyota HiLux SR5 4x4 Double Cab')).toBe(
      '2021-toyota-hilux-sr5-4x4-double-cab',
    );
    expect(slugify('CX-5')).toBe('cx-5');
  });
  it('drops accents and edge hyphens, and spells out + and &', () => {
    expect(slugify('  Škoda Octavia RS  ')).toBe('skoda-octavia-rs');
    expect(slugify('Triton GLX+')).toBe('triton-glx-plus');
    expect(slugify('Rolls & Royce')).toBe('rolls-and-royce');
  });
});
