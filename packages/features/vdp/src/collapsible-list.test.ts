import { describe, expect, it } from 'vitest';
import {
  collapsibleList,
  FEATURES_LIMIT,
  KEY_INFORMATION_LIMIT,
  SPECIFICATIONS_LIMIT,
} from './collapsible-list.ts';

const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('collapsibleList', () => {
  it('uses the spec limits: Key Information 4, features 8, specifications 4 (vehicle-stock §9)', () => {
    expect([KEY_INFORMATION_LIMIT, FEATURES_LIMIT, SPECIFICATIONS_LIMIT]).toEqual([4, 8, 4]);
  });

  it('shows the first 4 key information items collapsed, all expanded (vehicle-stock §2)', () => {
    expect(collapsibleList(items(6), KEY_INFORMATION_LIMIT, false)).toEqual({
      items: [0, 1, 2, 3],
      collapsible: true,
    });
    expect(collapsibleList(items(6), KEY_INFORMATION_LIMIT, true).items).toHaveLength(6);
  });

  it('offers no toggle when there are no more items than the limit', () => {
    expect(collapsibleList(items(8), FEATURES_LIMIT, false)).toEqual({
      items: items(8),
      collapsible: false,
    });
  });
});
