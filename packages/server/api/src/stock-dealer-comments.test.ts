import { describe, expect, it } from 'vitest';
import { sanitiseDealerComments } from './stock-dealer-comments.ts';

describe('sanitiseDealerComments', () => {
  it('keeps the allowed markup: p, br, strong, b, em, i, lists, h3, h4', () => {
    const html =
      '<h3>Why this car</h3><p>One <strong>owner</strong>, <em>full</em> <b>history</b>,<br />' +
      '<i>log books</i>.</p><ul><li>Tow bar</li></ul><ol><li>Canopy</li></ol><h4>Warranty</h4>';
    expect(sanitiseDealerComments(html)).toBe(html);
  });

  it('drops scripts, styles, iframes and event handlers with their code', () => {
    expect(
      sanitiseDealerComments(
        '<p onmouseover="x()">Hi<script>alert(1)</script></p><style>p{}</style>' +
          '<iframe src="https://evil.example">frame</iframe><img src=x onerror=alert(1)>' +
          '<svg onload=alert(1)><circle /></svg>',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('keeps http(s), mailto and tel links with rel="nofollow noopener"; unwraps the rest', () => {
    expect(
      sanitiseDealerComments(
        '<a href="https://a.example" target="_blank" rel="opener">web</a> ' +
          '<a href="mailto:sales@testmotors.example">mail</a> <a href="tel:0730000000">call</a> ' +
          '<a href="javascript:alert(1)">js</a> <a href="jav&#x09;ascript:alert(1)">tab</a> ' +
          '<a href="//evil.example">protocol-relative</a> <a href="data:text/html,x">data</a> ' +
          '<a onclick="x()">no href</a>',
      ),
    ).toBe(
      '<a href="https://a.example" rel="nofollow noopener">web</a> ' +
        '<a href="mailto:sales@testmotors.example" rel="nofollow noopener">mail</a> ' +
        '<a href="tel:0730000000" rel="nofollow noopener">call</a> js tab protocol-relative data no href',
    );
  });

  it('steps page headings down and drops other tags but keeps their text', () => {
    expect(sanitiseDealerComments('<h1>Big</h1><div><span>text</span></div><h6>small</h6>')).toBe(
      '<h3>Big</h3>text<h4>small</h4>',
    );
  });

  it('turns plain text into paragraphs and escapes it', () => {
    expect(sanitiseDealerComments('Line one\nline two\n\nTom & Jerry <3')).toBe(
      '<p>Line one<br />line two</p><p>Tom &amp; Jerry &lt;3</p>',
    );
  });

  it('gives null when nothing visible is left (vehicle-stock §4 pending comments)', () => {
    expect(sanitiseDealerComments('<script>alert(1)</script>')).toBeNull();
    expect(sanitiseDealerComments('<p>&nbsp;</p><br>')).toBeNull();
    expect(sanitiseDealerComments('   ')).toBeNull();
    expect(sanitiseDealerComments(null)).toBeNull();
  });
});
