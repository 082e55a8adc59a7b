import { sanitiseDealerComments } from '@forecourt/dealer-comments/sanitise';
import { Marked } from 'marked';

/**
 * A post's body (site-wide §2 /blog): the dealer's Markdown as HTML, through the one dealer-HTML
 * sanitiser the content and offer pages use (no scripts, handlers, images or styles; links keep
 * only web, email and phone addresses and get `rel="nofollow noopener"`). Headings move down a
 * level (the post's title is the page's h1; the policy keeps h3 and h4), and a link to a path on
 * the site (`/search`) is made absolute on `origin`, since the policy keeps only whole addresses.
 * Server-only: the sanitiser stays out of browser bundles.
 */
export function blogPostHtml(source: string, origin: string): string {
  const markdown = new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === 'heading') token.depth = Math.min(4, Math.max(3, token.depth + 1));
      if (token.type === 'link' && token.href.startsWith('/') && !token.href.startsWith('//')) {
        token.href = new URL(token.href, `${origin}/`).href;
      }
    },
  });
  return sanitiseDealerComments(markdown.parse(source) as string) ?? '';
}
