import { sanitiseDealerComments } from '@forecourt/dealer-comments/sanitise';
import { describe, expect, it } from 'vitest';
import { dealerComments } from './dealer-comments.ts';
import { DEALER_COMMENTS_PENDING_TEXT } from './dealer-comments-text.ts';

describe('dealerComments', () => {
  it('shows the pending text when comments are missing or nothing visible is left (vehicle-stock §4)', () => {
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

  it('sanitises again on render with the stock import policy (vehicle-stock §3, §4)', () => {
    const raw =
      '<h1>Big</h1><p onclick="x()">Hi <u>there</u><script>alert(1)</script> ' +
      '<a href="javascript:alert(1)">bad</a> <a href="https://example.com" target="_blank">ok</a>' +
      '<img src=x onerror=alert(1)></p>';
    const view = dealerComments(raw);
    expect(view.kind === 'comments' && view.html).toBe(
      '<h3>Big</h3><p>Hi there bad <a href="https://example.com" rel="nofollow noopener">ok</a></p>',
    );
    expect(view.kind === 'comments' && view.html).toBe(sanitiseDealerComments(raw));
  });

  it('previews plain text: blocks apart by spaces, entities decoded (vehicle-stock §4)', () => {
    expect(dealerComments('<p>Tom &amp; Jerry&#39;s</p><ul><li>car&nbsp;&lt;3</li></ul>')).toEqual({
      kind: 'comments',
      html: "<p>Tom &amp; Jerry's</p><ul><li>car\u00a0&lt;3</li></ul>",
      preview: "Tom & Jerry's car <3",
      truncated: false,
    });
  });

  it('shows plain-text comments as paragraphs (vehicle-stock §4)', () => {
    const view = dealerComments('One owner.\nLog books.\n\nTow bar & canopy.');
    expect(view).toEqual({
      kind: 'comments',
      html: '<p>One owner.<br />Log books.</p><p>Tow bar &amp; canopy.</p>',
      preview: 'One owner. Log books. Tow bar & canopy.',
      truncated: false,
    });
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

  it('does not truncate 400 characters or fewer (vehicle-stock §9)', () => {
    const view = dealerComments(`<p>${'a'.repeat(400)}</p>`);
    expect(view.kind === 'comments' && view.truncated).toBe(false);
  });
});
