import { describe, expect, it } from 'vitest';
import {
  dealerComments,
  dealerCommentsPlainText,
  sanitizeDealerComments,
} from './dealer-comments.ts';
import { DEALER_COMMENTS_PENDING_TEXT, decodeEntities } from './dealer-comments-text.ts';

describe('dealer comments', () => {
  it('shows the pending text when comments are missing (vehicle-stock §4)', () => {
    expect(DEALER_COMMENTS_PENDING_TEXT).toBe(
      'Dealer comments are pending. Please check back here later.',
    );
    for (const missing of [null, undefined, '', '   ', '<p></p>', '<script>x</script>']) {
      expect(dealerComments(missing)).toEqual({
        kind: 'pending',
        text: DEALER_COMMENTS_PENDING_TEXT,
      });
    }
  });

  it('removes scripts, event handlers and unsafe links on render', () => {
    const html = sanitizeDealerComments(
      '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">bad</a> <a href="https://example.com">ok</a><img src=x onerror=alert(1)></p>',
    );
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    expect(html).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">ok</a>',
    );
  });

  it('keeps formatting and lists', () => {
    expect(
      sanitizeDealerComments('<p><strong>One</strong> owner</p><ul><li>Logbooks</li></ul>'),
    ).toBe('<p><strong>One</strong> owner</p><ul><li>Logbooks</li></ul>');
  });

  it('truncates the preview at 400 characters with show more (vehicle-stock §4, §9)', () => {
    const long = `<p>${'a'.repeat(250)}</p><p>${'b'.repeat(250)}</p>`;
    const view = dealerComments(long);
    expect(view.kind).toBe('comments');
    if (view.kind !== 'comments') return;
    expect(view.truncated).toBe(true);
    expect(view.preview).toHaveLength(403);
    expect(view.preview.endsWith('...')).toBe(true);
    expect(view.html).toBe(long);
  });

  it('does not truncate 400 characters or fewer', () => {
    const view = dealerComments(`<p>${'a'.repeat(400)}</p>`);
    expect(view.kind === 'comments' && view.truncated).toBe(false);
  });

  it('turns HTML into plain text with spaces between blocks and entities decoded', () => {
    expect(dealerCommentsPlainText('<p>Tom &amp; Jerry&#39;s</p><p>car&nbsp;&lt;3</p>')).toBe(
      "Tom & Jerry's car <3",
    );
    expect(decodeEntities('&#x41;&#66;&unknown;&#0;')).toBe('AB&unknown;&#0;');
  });
});
