import { describe, expect, it } from 'vitest';
import { DEFAULT_SOLD_TAG_NAME, soldTagName } from './sold-tag-name.ts';

describe('soldTagName', () => {
  it('is the site sold_tag_name (vehicle-stock §4)', () => {
    expect(soldTagName({ specifications: { sold_tag_name: 'SOLD' } })).toBe('SOLD');
  });

  it('defaults to JUST SOLD when missing or blank (vehicle-stock §4)', () => {
    expect(DEFAULT_SOLD_TAG_NAME).toBe('JUST SOLD');
    expect(soldTagName({})).toBe('JUST SOLD');
    expect(soldTagName({ specifications: null })).toBe('JUST SOLD');
    expect(soldTagName({ specifications: { sold_tag_name: '' } })).toBe('JUST SOLD');
    expect(soldTagName({ specifications: { sold_tag_name: null } })).toBe('JUST SOLD');
  });
});
