import { describe, expect, it } from 'vitest';

// The main entry stays browser-safe (constants only); the sanitiser has its own entry.
const ENTRIES: [entry: string, names: string[]][] = [
  [
    './index.ts',
    [
      'DEALER_COMMENTS_ALLOWED_TAGS',
      'DEALER_COMMENTS_LINK_REL',
      'DEALER_COMMENTS_LINK_SCHEMES',
      'DEALER_COMMENTS_PENDING_TEXT',
    ],
  ],
  ['./sanitise.ts', ['dealerCommentsText', 'sanitiseDealerComments']],
];

describe('@forecourt/dealer-comments public API', () => {
  it.each(ENTRIES)('%s exports exactly these names', async (entry, names) => {
    expect(Object.keys(await import(/* @vite-ignore */ entry)).sort()).toEqual(names);
  });
});
