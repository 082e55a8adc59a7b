import { describe, expect, it } from 'vitest';
import { AUSTRALIAN_STATES, siteStates } from './site-states.ts';

const at = (state: string | null, visible = true) => ({ visible, address: { state } });

describe('siteStates', () => {
  it('lists each state of the visible locations once, in the usual order', () => {
    expect(
      siteStates({ locations: [at('WA'), at('QLD'), at('NSW'), at('QLD'), at('vic')] }),
    ).toEqual(['NSW', 'VIC', 'QLD', 'WA']);
  });

  it('leaves out invisible locations and locations without a state (site-wide §5)', () => {
    expect(
      siteStates({ locations: [at('SA', false), at(null), { visible: true }, at('TAS')] }),
    ).toEqual(['TAS']);
  });

  it('puts an unknown region after the states, and is empty for a site without locations', () => {
    expect(siteStates({ locations: [at('Auckland'), at('NT')] })).toEqual(['NT', 'AUCKLAND']);
    expect(siteStates({ locations: [] })).toEqual([]);
    expect(AUSTRALIAN_STATES).toHaveLength(8);
  });
});
