import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, type StaticServer, serveStatic } from '@forecourt/browser';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Stories as tests: every story of the built catalogue opens in Chromium, must render (no
 * Storybook error overlay, a non-empty root, no uncaught page error) and must pass axe with the
 * WCAG 2.1 A and AA rules. Builds nothing: run `pnpm --filter @forecourt/storybook build` first.
 */

const STATIC_DIR = fileURLToPath(new URL('../storybook-static', import.meta.url));
const INDEX_PATH = join(STATIC_DIR, 'index.json');
const BUILD_COMMAND = 'pnpm --filter @forecourt/storybook build';
const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const RENDER_TIMEOUT_MS = 15_000;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

function readStories(): IndexEntry[] | null {
  if (!existsSync(INDEX_PATH)) return null;
  const index = JSON.parse(readFileSync(INDEX_PATH, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    at ${node.target}\n      ${node.summary.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
}

/** Waits until Storybook has shown the story (or its error screen) and any play function ran. */
async function waitForStory(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const classes = document.body.classList;
      if (classes.contains('sb-show-errordisplay') || classes.contains('sb-show-nopreview')) {
        return true;
      }
      if (!classes.contains('sb-show-main')) return false;
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
      ).__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      return phase === undefined || ['played', 'completed', 'finished', 'errored'].includes(phase);
    },
    null,
    { timeout: RENDER_TIMEOUT_MS },
  );
}

/**
 * The story alone in the preview iframe. `a11y.manual` stops the a11y addon's own axe pass after
 * each render (it is for the Storybook UI panel); this test runs axe itself, once.
 */
function storyUrl(base: string, id: string): string {
  return `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`;
}

const stories = readStories();

if (!stories) {
  describe('Storybook static catalogue', () => {
    it('has been built', () => {
      throw new Error(
        `No built Storybook at ${STATIC_DIR} (index.json is missing). ` +
          `Build the static catalogue first: ${BUILD_COMMAND}`,
      );
    });
  });
} else {
  describe('every story renders and passes axe (WCAG 2.1 A/AA)', () => {
    let server: StaticServer;
    let browser: Browser;
    let context: BrowserContext;
    const axeSource = readFileSync(AXE_SOURCE_PATH, 'utf8');

    beforeAll(async () => {
      server = await serveStatic(STATIC_DIR);
      browser = await launchChromium();
      // Reduced motion: the kit's CSS then skips animations, so axe sees the final colours.
      context = await browser.newContext({
        reducedMotion: 'reduce',
        viewport: { width: 1280, height: 900 },
      });
    });

    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await server?.close();
    });

    it('finds stories in the catalogue', () => {
      expect(stories.length).toBeGreaterThan(0);
    });

    for (const story of stories) {
      it.concurrent(`${story.title} › ${story.name} (${story.id})`, async () => {
        const page = await context.newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (error) => pageErrors.push(error.message));
        try {
          await page.goto(storyUrl(server.url, story.id), { waitUntil: 'load' });
          await waitForStory(page);
          const rendered = await page.evaluate(() => ({
            error: document.body.classList.contains('sb-show-errordisplay')
              ? `${document.querySelector('#error-message')?.textContent ?? ''}\n${
                  document.querySelector('#error-stack')?.textContent ?? ''
                }`.trim()
              : null,
            rootLength: document.querySelector('#storybook-root')?.innerHTML.trim().length ?? 0,
          }));
          expect(rendered.error, 'Storybook shows its error overlay').toBeNull();
          expect(rendered.rootLength, 'the story root is empty').toBeGreaterThan(0);
          expect(pageErrors, 'uncaught errors in the page').toEqual([]);

          await page.addScriptTag({ content: axeSource });
          const violations = await page.evaluate(async (tags) => {
            const { axe } = window as unknown as {
              axe: {
                run: (
                  context: Document,
                  options: object,
                ) => Promise<{
                  violations: {
                    id: string;
                    impact: string | null;
                    help: string;
                    nodes: { target: unknown[]; failureSummary?: string }[];
                  }[];
                }>;
              };
            };
            const results = await axe.run(document, {
              runOnly: { type: 'tag', values: tags },
              resultTypes: ['violations'],
              iframes: false,
            });
            return results.violations.map((violation) => ({
              id: violation.id,
              impact: violation.impact,
              help: violation.help,
              nodes: violation.nodes.map((node) => ({
                target: node.target.map(String).join(' '),
                summary: node.failureSummary ?? '',
              })),
            }));
          }, WCAG_TAGS);
          expect(violations, `axe violations:\n${formatViolations(violations)}`).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  });
}
