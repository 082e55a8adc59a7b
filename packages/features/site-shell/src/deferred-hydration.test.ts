import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_MODULE_TYPE,
  deferHydration,
  HYDRATE_ON_EVENTS,
  hydrationStarter,
} from './deferred-hydration.ts';

const NONCE = 'n0nce==';

/** The shape React Router's `<Scripts>` writes into a server-rendered document. */
function routerDocument({ moduleScripts = 1 } = {}): string {
  const moduleScript = `<script nonce="${NONCE}" type="module" async="">;\nimport * as route0 from "/assets/root-1.js";\nimport("/assets/entry.client-1.js");</script>`;
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    `<link nonce="${NONCE}" rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>`,
    `<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="${NONCE}"/>`,
    `<link rel="modulepreload" href="/assets/framework-1.js" nonce="${NONCE}"/>`,
    `<link rel="modulepreload" href="/assets/framework-1.js" nonce="${NONCE}"/>`,
    `<link nonce="${NONCE}" rel="stylesheet" href="/assets/shell.css"/>`,
    '</head><body><main><h1>Used cars</h1></main>',
    `<script nonce="${NONCE}">window.__reactRouterContext = {"ssr":true};</script>`,
    moduleScript.repeat(moduleScripts),
    `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script>`,
    '</body></html>',
  ].join('');
}

describe('deferHydration: module downloads start after paint', () => {
  it('takes every modulepreload out of the head, keeping fonts and stylesheets', () => {
    const html = deferHydration(routerDocument());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('rel="preload" href="/assets/font.woff2"');
    expect(html).toContain('rel="stylesheet" href="/assets/shell.css"');
  });

  it("keeps React Router's module script in place under a type the browser does not run", () => {
    const html = deferHydration(routerDocument());
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script nonce="${NONCE}" type="${DEFERRED_MODULE_TYPE}">;\nimport * as route0 from "/assets/root-1.js";`,
    );
  });

  it("puts the starter, with each preload once, at the start of the router's context script", () => {
    const html = deferHydration(routerDocument());
    expect(html).toContain(
      `<script nonce="${NONCE}">${hydrationStarter(['/assets/entry.client-1.js', '/assets/framework-1.js'])}window.__reactRouterContext = {"ssr":true};`,
    );
  });

  it('leaves a document without exactly one router module script unchanged', () => {
    expect(deferHydration(routerDocument({ moduleScripts: 0 }))).toBe(
      routerDocument({ moduleScripts: 0 }),
    );
    expect(deferHydration(routerDocument({ moduleScripts: 2 }))).toBe(
      routerDocument({ moduleScripts: 2 }),
    );
  });

  it('never lets a preload URL close the script it is written into', () => {
    expect(hydrationStarter(['/assets/</script><b>.js'])).not.toContain('</script>');
  });
});

describe('the starter in a page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  const MODULE = 'import("/assets/entry.client-1.js");';
  const PRELOADS = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);

  function pageWithDeferredScript(preloads = ['/assets/framework-1.js']) {
    const deferred = document.createElement('script');
    deferred.type = DEFERRED_MODULE_TYPE;
    deferred.textContent = 'import("/assets/entry.client-1.js");';
    document.body.append(deferred);
    // happy-dom's document is "complete": the starter waits a frame and a task.
    new Function(hydrationStarter(preloads))();
  }

  function started() {
    return {
      preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
      modules: [...document.head.querySelectorAll('script[type="module"]')].map(
        (script) => script.textContent,
      ),
    };
  }

  it.each(HYDRATE_ON_EVENTS)('starts at once on the first %s, and only once', async (type) => {
    pageWithDeferredScript(PRELOADS);
    expect(started().modules).toEqual([]);
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('pointerdown'));
    expect(started()).toEqual({ preloads: PRELOADS, modules: [MODULE] });
    // Nothing is added again later (the load path's tasks are not also run).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started()).toEqual({ preloads: PRELOADS, modules: [MODULE] });
  });

  it('starts by itself after the page has loaded and painted a frame', async () => {
    pageWithDeferredScript();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started().modules).toEqual(['import("/assets/entry.client-1.js");']);
  });

  it('after load, adds the preloads eight to a task, then the module script once', () => {
    vi.useFakeTimers();
    try {
      pageWithDeferredScript(PRELOADS);
      vi.advanceTimersToNextFrame();
      expect(started().preloads).toEqual([]);
      vi.advanceTimersToNextTimer();
      expect(started()).toEqual({ preloads: PRELOADS.slice(0, 8), modules: [] });
      vi.advanceTimersToNextTimer();
      expect(started()).toEqual({ preloads: PRELOADS.slice(0, 16), modules: [] });
      vi.advanceTimersToNextTimer();
      expect(started()).toEqual({ preloads: PRELOADS, modules: [] });
      vi.runAllTimers();
      expect(started()).toEqual({ preloads: PRELOADS, modules: [MODULE] });
    } finally {
      vi.useRealTimers();
    }
  });
});
