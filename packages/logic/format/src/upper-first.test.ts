import { describe, expect, it } from 'vitest';
import { upperFirst } from './upper-first.ts';

describe('upperFirst (a site vehicle word starting a heading, site-wide §1)', () => {
  it('capitalises the first letter only', () => {
    expect(upperFirst('caravans')).toBe('Caravans');
    expect(upperFirst('trucks and motorcycles to compare')).toBe(
      'Trucks and motorcycles to compare',
    );
    expect(upperFirst('SUVs')).toBe('SUVs');
  });

  it('leaves an empty text empty', () => {
    expect(upperFirst('')).toBe('');
  });
});
