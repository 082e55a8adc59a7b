import { describe, expect, it } from 'vitest';
import { titleCaseLocality } from './title-case-locality.ts';

describe('titleCaseLocality', () => {
  it('title-cases the upper-case names of the data file', () => {
    expect(titleCaseLocality('BRISBANE CITY')).toBe('Brisbane City');
    expect(titleCaseLocality('MOUNT DRUITT')).toBe('Mount Druitt');
    expect(titleCaseLocality('ST KILDA')).toBe('St Kilda');
    expect(titleCaseLocality('Australian National University')).toBe(
      'Australian National University',
    );
  });

  it('keeps small words lower case after the first word', () => {
    expect(titleCaseLocality('ISLE OF CAPRI')).toBe('Isle of Capri');
    expect(titleCaseLocality('THE UNIVERSITY OF SYDNEY')).toBe('The University of Sydney');
    expect(titleCaseLocality('THE GAP')).toBe('The Gap');
  });

  it('capitalises after hyphens and apostrophes', () => {
    expect(titleCaseLocality("O'CONNOR")).toBe("O'Connor");
    expect(titleCaseLocality('BOWEN HILLS-NORTH')).toBe('Bowen Hills-North');
  });
});
