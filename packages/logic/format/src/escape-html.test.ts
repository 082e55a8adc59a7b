import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('turns the five characters HTML gives meaning to into entities', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves text without them as it is', () => {
    expect(escapeHtml('2021 Toyota HiLux SR5 — $45,990')).toBe('2021 Toyota HiLux SR5 — $45,990');
  });

  it('never leaves a tag, quote or bare ampersand behind, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeHtml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
      }),
    );
  });
});
