import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';

const HERE = dirname(fileURLToPath(import.meta.url));
/** Committed screenshots the pages are compared with (designers review changes to them). */
export const BASELINE_DIR = join(HERE, '..', 'visual-baselines');
/** Where a failed comparison leaves the page as it is now and its diff (not committed). */
export const DIFF_DIR = join(HERE, '..', 'visual-diffs');
/** `FORECOURT_UPDATE_BASELINES=1` writes the screenshots as the new baselines. */
const UPDATE = process.env.FORECOURT_UPDATE_BASELINES === '1';

/**
 * The share of a screenshot's pixels that may differ from its baseline: text anti-aliasing and
 * the odd number that moves with the clock (a listing's age, a countdown); a changed layout,
 * colour, font or image moves far more.
 */
export const MAX_DIFF_SHARE = 0.01;

export interface VisualResult {
  name: string;
  /** Differing pixels over all pixels, 0 when written as a new baseline. */
  diffShare: number;
  written: boolean;
}

/**
 * Screenshots the page's first screen and compares it with `visual-baselines/<name>.png`
 * (pixelmatch, per-pixel threshold 0.1). A missing baseline is written when updating and
 * outside CI, and fails in CI; a mismatch writes `visual-diffs/<name>.{actual,diff}.png`.
 */
export async function compareWithBaseline(
  page: Page,
  name: string,
  mask: Locator[] = [],
): Promise<VisualResult> {
  const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', mask });
  const baselinePath = join(BASELINE_DIR, `${name}.png`);
  if (UPDATE || (!existsSync(baselinePath) && process.env.CI !== 'true')) {
    await mkdir(BASELINE_DIR, { recursive: true });
    await writeFile(baselinePath, shot);
    return { name, diffShare: 0, written: true };
  }
  if (!existsSync(baselinePath)) {
    throw new Error(
      `no baseline for ${name}: run FORECOURT_UPDATE_BASELINES=1 pnpm test:visual and commit tooling/e2e/visual-baselines/`,
    );
  }
  const actual = PNG.sync.read(shot);
  const expected = PNG.sync.read(await readFile(baselinePath));
  const diffPath = join(DIFF_DIR, `${name}.diff.png`);
  const actualPath = join(DIFF_DIR, `${name}.actual.png`);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    await mkdir(DIFF_DIR, { recursive: true });
    await writeFile(actualPath, shot);
    return { name, diffShare: 1, written: false };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, {
    threshold: 0.1,
  });
  const diffShare = differing / (actual.width * actual.height);
  if (diffShare > MAX_DIFF_SHARE) {
    await mkdir(DIFF_DIR, { recursive: true });
    await writeFile(actualPath, shot);
    await writeFile(diffPath, PNG.sync.write(diff));
  } else {
    await rm(actualPath, { force: true });
    await rm(diffPath, { force: true });
  }
  return { name, diffShare, written: false };
}
