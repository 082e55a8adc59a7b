import { describe, expect, it } from 'vitest';
import { openBrowser, siteUrl, waitForHydration } from './harness.ts';
import { ALL_SITES } from './sites.ts';

/** What a row of the header may measure: a brand designer's limits for the wide header. */
const MAX_HEADER_HEIGHT = 140;
/** Labels closer than this read as one ("Saved (0)Sign in"). */
const MIN_LABEL_GAP = 8;

describe.each(ALL_SITES)('the header of %s at wide widths (site-wide §2 Header)', (slug) => {
  it.each([1024, 1280, 1440])(
    'at %i px: logo, navigation, search and account links on one row, at most 140 px, labels apart',
    async (width) => {
      const { browser, page } = await openBrowser({ width, height: 900 });
      try {
        await page.goto(siteUrl(slug));
        await waitForHydration(page);
        const layout = await page.evaluate(() => {
          const header = document.querySelector('.site-header') as HTMLElement;
          const inner = header.querySelector('.site-header__inner') as HTMLElement;
          const box = (element: Element) => element.getBoundingClientRect();
          // Every visible link, button and field of the main row, left to right.
          const items = [
            ...inner.querySelectorAll(
              '.site-header__brand, .site-header__nav > li > a, .site-nav__toggle, .site-header__search input, .site-header__search button, .site-header__actions a, .site-header__actions button',
            ),
          ]
            .filter((element) => box(element).width > 0)
            .map((element) => {
              const rect = box(element);
              return {
                toggle: element.classList.contains('site-nav__toggle'),
                text: (element.textContent ?? '').trim() || element.className,
                left: rect.left,
                right: rect.right,
                middle: rect.top + rect.height / 2,
              };
            })
            .sort((a, b) => a.left - b.left);
          const innerBox = box(inner);
          const style = getComputedStyle(inner);
          return {
            height: box(header).height,
            contentRight: innerBox.right - Number.parseFloat(style.paddingRight),
            items,
          };
        });
        expect(layout.height).toBeLessThanOrEqual(MAX_HEADER_HEIGHT);
        const middles = layout.items.map((item) => item.middle);
        expect(Math.max(...middles) - Math.min(...middles), 'one row').toBeLessThan(12);
        const last = layout.items.at(-1);
        expect(last?.right ?? 0, `${last?.text} stays inside the header`).toBeLessThanOrEqual(
          layout.contentRight + 1,
        );
        for (let index = 1; index < layout.items.length; index++) {
          const before = layout.items[index - 1];
          const after = layout.items[index];
          if (!before || !after) continue;
          // A disclosure toggle belongs to the link before it.
          if (after.toggle) continue;
          expect(
            after.left - before.right,
            `gap between "${before.text}" and "${after.text}"`,
          ).toBeGreaterThanOrEqual(MIN_LABEL_GAP - 0.5);
        }
      } finally {
        await browser.close();
      }
    },
  );
});
