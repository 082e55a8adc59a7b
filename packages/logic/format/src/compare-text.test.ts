import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text.ts';

describe('compareText', () => {
  it('orders labels case-insensitively', () => {
    expect(['hilux', 'Corolla', 'Camry', 'bZ4X', 'C-HR'].sort(compareText)).toEqual([
      'bZ4X',
      'C-HR',
      'Camry',
      'Corolla',
      'hilux',
    ]);
  });

  it('gives the en-AU order for the ASCII names of vehicle stock', () => {
    const names = ['Santa Fe', 'RAV4', 'Ranger', 'i30', 'MX-5', 'Model 3', 'CX-5', 'X-Trail', '86'];
    expect([...names].sort(compareText)).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en-AU')),
    );
  });

  it('is a total order: equal only for the same text', () => {
    expect(compareText('Ford', 'ford')).not.toBe(0);
    expect(Math.sign(compareText('Ford', 'ford'))).toBe(-Math.sign(compareText('ford', 'Ford')));
    expect(compareText('Ford', 'Ford')).toBe(0);
  });
});
