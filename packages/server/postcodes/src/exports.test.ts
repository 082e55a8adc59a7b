import { expect, it } from 'vitest';

it('exports exactly the public API', async () => {
  expect(Object.keys(await import('./index.ts')).sort()).toEqual([
    'buildPostcodeIndex',
    'findLocality',
    'findPostcode',
    'loadPostcodes',
    'localitiesNear',
    'postcodeIndex',
    'titleCaseLocality',
  ]);
});
