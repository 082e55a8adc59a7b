import { describe, expect, it } from 'vitest';
import {
  expectNoAxeViolations,
  SITES,
  serverUrl,
  siteUrl,
  useBrowser,
  waitForHydration,
} from './harness.ts';

/**
 * The vehicle page's media viewer on one demo site of each template (vehicle-stock §2, §4, §9):
 * a car with a 360 spin starts on Spin, the spin loads every frame, then turns with the keyboard
 * and shows its hotspots; the walkaround video plays in a native player; the interior has its
 * picture; every view is axe-clean.
 */

const session = useBrowser();

describe.each(SITES)('the media viewer on %s', (slug) => {
  it('spins a car, shows a hotspot, plays the walkaround and shows the interior', async () => {
    const { page } = session;
    const stock = (await (await fetch(`${serverUrl()}/api/sites/${slug}/stock.json`)).json()) as {
      cars: { slug: string; status: string; spin_images: unknown[] }[];
    };
    const car = stock.cars.find((entry) => entry.status === 'in_stock' && entry.spin_images.length);
    expect(car, `an in-stock car with a spin on ${slug}`).toBeDefined();
    await page.goto(`${siteUrl(slug)}/cars/${car?.slug}`);
    await waitForHydration(page);

    const views = page.getByRole('tablist', { name: /^Views of the / });
    expect(await views.getByRole('tab').allTextContents()).toEqual([
      'Spin',
      'Walkaround video',
      'Gallery',
      'Interior',
    ]);
    const spin = page.getByRole('slider', { name: /^360° view of the / });
    // The placeholder until all 36 frames are in (each a first transform on a fresh server),
    // then the spin is ready (vehicle-stock §4).
    await page.locator('.fc-vdp-spin__stage[aria-busy="false"]').waitFor({ timeout: 90_000 });
    await spin.focus();
    await page.keyboard.press('Home');
    expect(await spin.getAttribute('aria-valuenow')).toBe('0');
    await page.keyboard.press('ArrowRight');
    expect(await spin.getAttribute('aria-valuenow')).toBe('10');
    const frameSrc = await page.locator('.fc-vdp-spin__frame').getAttribute('src');
    expect(frameSrc).toContain(encodeURIComponent('/1.svg'));
    const hotspot = page.getByRole('button', { name: 'LED headlights with automatic high beam' });
    await hotspot.click();
    expect(await hotspot.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations(page);

    await views.getByRole('tab', { name: 'Walkaround video' }).click();
    const video = page.locator('video.fc-video__video');
    await video.waitFor();
    // The native player (not a provider embed, vehicle-stock §5) loads the real file.
    await page.waitForFunction(
      () => (document.querySelector('video.fc-video__video') as HTMLVideoElement)?.readyState >= 1,
    );
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(
      1,
    );
    await expectNoAxeViolations(page);

    await views.getByRole('tab', { name: 'Interior' }).click();
    await page.getByRole('img', { name: /^Interior of the / }).waitFor();
    await page.getByRole('button', { name: /Touchscreen/ }).waitFor();

    await views.getByRole('tab', { name: 'Gallery' }).click();
    await page.getByRole('region', { name: 'Vehicle photos' }).waitFor();
    await expectNoAxeViolations(page);
  });
});
