import { describe, expect, it } from 'vitest';
import { sanitiseDealerComments } from './sanitise-dealer-comments.ts';

// vehicle-stock §3: `dealercomments` is HTML from the dealer; §4: the vehicle page shows it, or
// the pending text when there is none. One policy for the stock import and the render.
const ALLOWED =
  '<h3>Why this car</h3><p>One <strong>owner</strong>, <em>full</em> <b>history</b>,<br />' +
  '<i>log books</i>.</p><ul><li>Tow bar</li></ul><ol><li>Canopy</li></ol><h4>Warranty</h4>';

const RULES: [rule: string, comments: string, html: string][] = [
  [
    'keeps the allowed markup: p, br, strong, b, em, i, lists, h3, h4 (vehicle-stock §3)',
    ALLOWED,
    ALLOWED,
  ],
  [
    'drops scripts, styles, iframes, SVG and event handlers with their code (vehicle-stock §3)',
    '<p onmouseover="x()">Hi<script>alert(1)</script></p><style>p{}</style>' +
      '<iframe src="https://evil.example">frame</iframe><img src=x onerror=alert(1)>' +
      '<svg onload=alert(1)><circle /><text>svg text</text></svg>' +
      '<math><mi>x</mi></math><noscript>no</noscript><template><p>t</p></template>' +
      '<object data="x.swf">obj</object><textarea>area</textarea>',
    '<p>Hi</p>',
  ],
  [
    'keeps http(s), mailto and tel links with rel="nofollow noopener" only (vehicle-stock §3)',
    '<a href=" https://a.example/?q=>1&amp;r=2 " target="_blank" rel="opener" title="t" ' +
      'onclick="x()">web</a> <a href="mailto:sales@testmotors.example">mail</a> ' +
      '<a href="tel:0730000000">call</a>',
    '<a href="https://a.example/?q=&gt;1&amp;r=2" rel="nofollow noopener">web</a> ' +
      '<a href="mailto:sales@testmotors.example" rel="nofollow noopener">mail</a> ' +
      '<a href="tel:0730000000" rel="nofollow noopener">call</a>',
  ],
  [
    'unwraps javascript:, data:, protocol-relative, relative and href-less links, keeping their text (vehicle-stock §3)',
    '<p><a href="javascript:alert(1)">js</a> <a href="JavaScript:alert(1)">case</a> ' +
      '<a href="//evil.example">protocol-relative</a> <a href="data:text/html,x">data</a> ' +
      '<a href="vbscript:x">vb</a> <a href="/relative">relative</a> <a onclick="x()">no href</a></p>',
    '<p>js case protocol-relative data vb relative no href</p>',
  ],
  [
    'sees through control characters and spaces hidden in a scheme (vehicle-stock §3)',
    '<p><a href="jav&#x09;ascript:alert(1)">tab</a> <a href="java&#10;script:alert(1)">newline</a> ' +
      '<a href="&#x01;javascript:alert(1)">control</a> <a href="  JAVA\u0000SCRIPT:alert(1)">nul</a> ' +
      '<a href="java script:alert(1)">space</a> <a href="ht&#x09;tps://a.example">split</a></p>',
    '<p>tab newline control nul space split</p>',
  ],
  [
    'keeps encoded markup as text, never as tags (vehicle-stock §3)',
    '<div>a &lt;script&gt;alert(1)&lt;/script&gt;</div>',
    '<p>a &lt;script&gt;alert(1)&lt;/script&gt;</p>',
  ],
  [
    'steps page headings down: h1/h2 become h3, h5/h6 become h4 (vehicle-stock §4)',
    '<h1>Big</h1><h2>Also big</h2><h5>Small</h5><h6>Smaller</h6>',
    '<h3>Big</h3><h3>Also big</h3><h4>Small</h4><h4>Smaller</h4>',
  ],
  [
    'drops other tags and every attribute but keeps their text: no u, span, class or style (vehicle-stock §3)',
    '<p class="x" style="color:red" id="y"><u>Under</u> <span style="color:red">span</span> ' +
      '<font color="red">font</font></p><div><table><tr><td>cell</td></tr></table></div>',
    '<p>Under span font</p>cell',
  ],
  [
    'turns plain text into paragraphs and line breaks, escaped (vehicle-stock §4)',
    'Line one\r\nline two\n \nTom & Jerry <3\n\n\n',
    '<p>Line one<br />line two</p><p>Tom &amp; Jerry &lt;3</p>',
  ],
  [
    'reads entities in plain text as HTML entities (vehicle-stock §3: dealercomments is HTML)',
    'R&D &amp; Jerry&#39;s &lt;3',
    "<p>R&amp;D &amp; Jerry's &lt;3</p>",
  ],
  [
    'wraps text left without markup in a paragraph (vehicle-stock §4)',
    '<div><span>Tom & Jerry</span></div>',
    '<p>Tom &amp; Jerry</p>',
  ],
];

describe('sanitiseDealerComments', () => {
  it.each(RULES)('%s', (_rule, comments, html) => {
    expect(sanitiseDealerComments(comments)).toBe(html);
    // The vehicle page sanitises the stored HTML again before every render (vehicle-stock §4).
    expect(sanitiseDealerComments(html)).toBe(html);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '\n\n',
    '<p></p>',
    '<p>&nbsp;</p><br>',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<ul><li> </li></ul>',
  ])(
    'gives null for %j: nothing visible, so the pending text shows (vehicle-stock §4)',
    (comments) => {
      expect(sanitiseDealerComments(comments)).toBeNull();
    },
  );
});

describe('sanitiseDealerComments remembers recent comments (vehicle-stock §4)', () => {
  it('answers a repeat, and a comment seen before thousands of others, exactly as the first time', () => {
    const first = sanitiseDealerComments('<p onclick="x()">One owner</p><script>bad()</script>');
    expect(first).toBe('<p>One owner</p>');
    expect(sanitiseDealerComments('<p onclick="x()">One owner</p><script>bad()</script>')).toBe(
      first,
    );
    for (let index = 0; index < 2500; index += 1) {
      expect(sanitiseDealerComments(`Car ${index}\n\nServiced`)).toBe(
        `<p>Car ${index}</p><p>Serviced</p>`,
      );
    }
    expect(sanitiseDealerComments('<p onclick="x()">One owner</p><script>bad()</script>')).toBe(
      '<p>One owner</p>',
    );
    expect(sanitiseDealerComments('   ')).toBeNull();
    expect(sanitiseDealerComments('   ')).toBeNull();
  });
});
