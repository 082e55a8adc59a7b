import { describe, expect, it } from 'vitest';
import { blogPostHtml } from './blog-html.ts';

describe('blogPostHtml', () => {
  it('turns the dealer Markdown into HTML: headings one level down, lists, emphasis, links', () => {
    const html = blogPostHtml(
      '## Before a car goes on sale\n\nEvery car passes a **multi-point inspection**:\n\n- brakes\n- tyres\n\n[Browse our stock](/search)',
      'http://acme.localhost:4000',
    );
    expect(html).toContain('<h3>Before a car goes on sale</h3>');
    expect(html).toContain('<strong>multi-point inspection</strong>');
    expect(html).toContain('<li>brakes</li>');
    // A path on the site is made absolute on the page's origin (the policy keeps whole addresses).
    expect(html).toContain(
      '<a href="http://acme.localhost:4000/search" rel="nofollow noopener">Browse our stock</a>',
    );
  });

  it('sanitises it like every dealer HTML: no scripts, handlers or javascript: links', () => {
    const html = blogPostHtml(
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> [x](javascript:alert(3)) <b onclick="y()">bold</b>',
      'https://www.acme.com.au',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    expect(html).toContain('<b>bold</b>');
  });
});
