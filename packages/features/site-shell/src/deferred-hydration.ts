/**
 * Hydration after the page has painted.
 *
 * A dealer page is complete without JavaScript: it is server-rendered, its links and forms work
 * as plain HTML. React Router's `<Scripts>` would start fetching every module of the page (about
 * 130–180 KB gzip: React, the router and the route's code) from the `<head>`, where those
 * downloads compete with the HTML, the stylesheets, the fonts and the largest image for a
 * phone's bandwidth — and the first paint waits. So the document leaves them out and starts them
 * itself once the page has loaded (after the next frame, so the largest paint is done) or on the
 * shopper's first interaction, whichever is first:
 *
 * - each `<link rel="modulepreload">` is taken out of the HTML and added back at that moment, so
 *   the modules still download in parallel rather than as an import waterfall;
 * - React Router's module script (route modules, the manifest, `import(entry.client)`) is kept
 *   in place under a non-executable type and re-inserted as a module script with the response's
 *   CSP nonce at that moment;
 * - the starter is prepended to React Router's context script (the first inline script it
 *   writes), so the DOM React hydrates has no element it did not render.
 *
 * If the document does not have the expected shape (an error page without scripts, a React
 * Router change), it is returned unchanged and the page hydrates as before.
 */

/** The type the module script waits under until it is started. */
export const DEFERRED_MODULE_TYPE = 'text/x-forecourt-deferred-module';

/** The interactions that start hydration at once, before the load event. */
export const HYDRATE_ON_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*?\/?>/g;
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">/g;
const CONTEXT_SCRIPT = /<script( nonce="[^"]*")?>window\.__reactRouterContext = /;

/**
 * The inline starter: runs once, on load (after a frame) or on the first interaction. After load
 * it adds the preloads eight to a task, then the module script in a task of its own: all in one
 * go they were a ~15 ms task (~60 ms under Lighthouse's 4× CPU slowdown, so counted as blocking).
 * On an interaction everything goes at once: the shopper is waiting.
 */
export function hydrationStarter(preloads: readonly string[]): string {
  const events = JSON.stringify(HYDRATE_ON_EVENTS);
  return (
    `(function(p,e){var d=0,r=0;function s(v){if(d)return;d=1;` +
    `e.forEach(function(t){removeEventListener(t,s,true)});` +
    `if(v){b(0,p.length);m()}else b(0,8)}` +
    `function b(i,k){p.slice(i,i+k).forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});` +
    `setTimeout(i+k<p.length?function(){b(i+k,k)}:m,0)}` +
    `function m(){if(r)return;r=1;var o=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!o)return;` +
    `var n=document.createElement("script");n.type="module";n.nonce=o.nonce;n.textContent=o.textContent;document.head.appendChild(n)}` +
    `e.forEach(function(t){addEventListener(t,s,{capture:true,passive:true})});` +
    `function l(){requestAnimationFrame(function(){setTimeout(s,0)})}` +
    `if(document.readyState==="complete")l();else addEventListener("load",l,{once:true})` +
    `})(${JSON.stringify(preloads).replace(/</g, '\\u003c')},${events});`
  );
}

/** The document with its module downloads and hydration started after paint (see above). */
export function deferHydration(html: string): string {
  const moduleScripts = html.match(MODULE_SCRIPT) ?? [];
  if (moduleScripts.length !== 1 || !CONTEXT_SCRIPT.test(html)) return html;
  const preloads: string[] = [];
  const withoutPreloads = html.replace(MODULEPRELOAD, (_link, href: string) => {
    if (!preloads.includes(href)) preloads.push(href);
    return '';
  });
  return withoutPreloads
    .replace(
      MODULE_SCRIPT,
      (_script, nonce = '') => `<script${nonce} type="${DEFERRED_MODULE_TYPE}">`,
    )
    .replace(
      CONTEXT_SCRIPT,
      (script) =>
        `${script.slice(0, -'window.__reactRouterContext = '.length)}${hydrationStarter(preloads)}window.__reactRouterContext = `,
    );
}
