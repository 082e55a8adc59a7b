import { describe, expect, it } from 'vitest';
import { offerDescription, offerDisclaimer, truncateText } from './offer-text.ts';

const text = (length: number) => 'x'.repeat(length);

describe('offerDescription', () => {
  it('keeps a description of 200 characters or less whole (site-wide §5)', () => {
    expect(offerDescription(text(161))).toEqual({
      short: text(161),
      full: text(161),
      truncated: false,
    });
    expect(offerDescription(text(200))).toMatchObject({ short: text(200), truncated: false });
  });

  it('truncates a description over 200 characters at 160 (site-wide §5)', () => {
    const view = offerDescription(text(201));
    expect(view).toEqual({ short: `${text(160)}…`, full: text(201), truncated: true });
  });

  it('collapses whitespace, counts an emoji as one character and trims before the ellipsis', () => {
    expect(offerDescription(`  a \n\n b  `)).toMatchObject({ short: 'a b', truncated: false });
    expect(offerDescription('🚗'.repeat(200)).truncated).toBe(false);
    const spaced = `${text(159)} ${text(60)}`;
    expect(offerDescription(spaced).short).toBe(`${text(159)}…`);
  });

  it('gives empty text for a missing description', () => {
    expect(offerDescription(null)).toEqual({ short: '', full: '', truncated: false });
    expect(offerDescription(undefined).truncated).toBe(false);
  });
});

describe('offerDisclaimer', () => {
  it('keeps a disclaimer of 200 characters and truncates one of 201 at 200 (site-wide §5)', () => {
    expect(offerDisclaimer(text(200))).toMatchObject({ short: text(200), truncated: false });
    expect(offerDisclaimer(text(201))).toEqual({
      short: `${text(200)}…`,
      full: text(201),
      truncated: true,
    });
  });
});

describe('truncateText', () => {
  it('cuts at the limit when no separate whole maximum is given', () => {
    expect(truncateText('abcdef', 3)).toMatchObject({ short: 'abc…', truncated: true });
    expect(truncateText('abc', 3)).toMatchObject({ short: 'abc', truncated: false });
  });
});
