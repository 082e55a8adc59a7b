import { describe, expect, it } from 'vitest';
import { colourHex, UNKNOWN_COLOUR_HEX } from './colour-hex.ts';
import { MAKE_COLOURS } from './vocabulary.ts';

describe('colourHex', () => {
  it.each([
    ['White', '#f1f1ee'],
    ['Soul Red Crystal', '#b3202a'],
    ['Deep Crystal Blue', '#1f4e9c'],
    ['Crystal Pearl', '#f1f1ee'],
    ['Snowflake White Pearl', '#f1f1ee'],
    ['Aurora Black Pearl', '#1e1f22'],
    ['Gun Metallic', '#6e747b'],
    ['Platinum Quartz', '#b8bdc3'],
    ['Forged Copper', '#d8661c'],
    ['Lime Green', '#3c7a47'],
    ['White with Silver Composite', '#f1f1ee'],
    ['Silver Sky', '#b8bdc3'],
  ])('%s is %s', (colour, hex) => {
    expect(colourHex(colour)).toBe(hex);
  });

  it('gives neutral grey for a missing or unknown colour', () => {
    expect(colourHex(null)).toBe(UNKNOWN_COLOUR_HEX);
    expect(colourHex(undefined)).toBe(UNKNOWN_COLOUR_HEX);
    expect(colourHex('Mystery')).toBe(UNKNOWN_COLOUR_HEX);
  });

  it('recognises every paint name the sample data uses', () => {
    for (const colour of Object.values(MAKE_COLOURS).flat()) {
      expect(colourHex(colour), colour).not.toBe(UNKNOWN_COLOUR_HEX);
    }
  });
});
