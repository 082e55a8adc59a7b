import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import fixture from '../../../../../tooling/e2e/src/fixtures/xss-payloads.json' with {
  type: 'json',
};
import { offerForPage } from '../offer-content.ts';
import { offerDetailView } from '../offer-view.ts';
import { OfferDetail } from './OfferDetail.tsx';
import { storyOffer } from './story-data.ts';

/** The OWASP filter-evasion payloads the browser XSS suite uses too. */
const { payloads } = fixture as { payloads: string[] };

const EXECUTABLE_ELEMENTS =
  'script, iframe, object, embed, base, meta, link, style, form, frame, frameset, svg, math';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background'];

/** What in a rendered tree could run script: elements, on* attributes, script URLs. */
function activeContent(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll(EXECUTABLE_ELEMENTS)) {
    found.push(`<${element.tagName.toLowerCase()}>`);
  }
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const value = [...attribute.value]
        .filter((char) => char.charCodeAt(0) > 0x20 && !/\s/.test(char))
        .join('')
        .toLowerCase();
      if (attribute.name.toLowerCase().startsWith('on')) found.push(`${attribute.name}=`);
      if (
        URL_ATTRIBUTES.includes(attribute.name.toLowerCase()) &&
        /^(javascript|vbscript|data):/.test(value)
      ) {
        found.push(`${attribute.name}=${attribute.value}`);
      }
      if (attribute.name === 'style' && /url\(|expression\(/i.test(value)) {
        found.push(`style=${attribute.value}`);
      }
    }
  }
  return found;
}

describe('offer descriptions: OWASP payloads through the sanitiser to <OfferDetail>', () => {
  it.each(payloads.map((payload, index) => [index, payload]))(
    'payload %i renders nothing executable: %s',
    (_index, payload) => {
      const offer = storyOffer({
        name: payload,
        description: `<p>Great deal</p>${payload}`,
        sanitized_description: null,
        disclaimer: payload,
      });
      const { offer: shown, descriptionHtml } = offerForPage(offer);
      const { container, unmount } = render(
        <OfferDetail offer={offerDetailView(shown, { descriptionHtml })} />,
      );
      expect(activeContent(container), payload).toEqual([]);
      // Text fields stay text: the name is shown as written, never parsed as markup.
      expect(container.querySelector('h1')?.textContent).toBe(payload.trim());
      unmount();
    },
  );
});
