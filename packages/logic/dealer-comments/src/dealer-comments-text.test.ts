import { describe, expect, it } from 'vitest';
import { dealerCommentsText } from './dealer-comments-text.ts';

const RULES: [rule: string, comments: string | null | undefined, text: string][] = [
  [
    'paragraphs and headings apart by a blank line, list items and breaks on their own lines (vehicle-stock §2 /print)',
    '<h1>Why this car</h1>\n  <p>One   owner,<br>full\nhistory.</p><ul><li>Tow bar</li><li>Canopy</li></ul>' +
      '<ol><li>First</li></ol>Tail text',
    'Why this car\n\nOne owner,\nfull history.\n\nTow bar\nCanopy\n\nFirst\n\nTail text',
  ],
  [
    'entities decoded, links as their text (vehicle-stock §4 preview)',
    '<p>Tom &amp; Jerry&#39;s car&nbsp;&lt;3 &quot;ok&quot; <a href="https://a.example">web</a></p>',
    'Tom & Jerry\'s car <3 "ok" web',
  ],
  [
    'never script, style or SVG content (vehicle-stock §3)',
    '<p>Hi</p><script>alert(1)</script><style>p{}</style><svg><text>svg</text></svg>',
    'Hi',
  ],
  [
    'plain text paragraphs kept (vehicle-stock §4)',
    'Line one\nline two\n\nTom & Jerry <3',
    'Line one\nline two\n\nTom & Jerry <3',
  ],
  ['nothing for missing comments, so the pending text shows (vehicle-stock §4)', null, ''],
  ['nothing for undefined comments (vehicle-stock §4)', undefined, ''],
  ['nothing for blank comments (vehicle-stock §4)', '  ', ''],
  ['nothing for invisible markup (vehicle-stock §4)', '<p>&nbsp;</p><script>x</script>', ''],
];

describe('dealerCommentsText', () => {
  it.each(RULES)('%s', (_rule, comments, text) => {
    expect(dealerCommentsText(comments)).toBe(text);
  });
});
