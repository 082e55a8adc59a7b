/**
 * Stylesheet URLs for React Router `links`, provided by the app.
 *
 * Forecourt packages ship plain `.css` files as package exports (`@forecourt/ui-kit/styles.css`,
 * `@forecourt/vdp/vdp.css`, …) and no bundler-only imports such as `?url`, so their published
 * output imports under plain Node and any bundler. A `<link rel="stylesheet">` needs a URL,
 * though, and only the app's bundler knows it: the app imports each stylesheet the way its
 * bundler gives a URL (Vite: `import href from '@forecourt/vdp/vdp.css?url'`) and registers them
 * once, at the top of its root module, before anything renders:
 *
 *   registerStylesheets({ '@forecourt/vdp/vdp.css': href, … });
 *
 * A package's route module then says which stylesheets it needs by their package specifiers:
 * `export const links = () => stylesheetLinks('@forecourt/ui-kit/styles.css', '@forecourt/vdp/vdp.css')`.
 */

/** A React Router link descriptor for one stylesheet. */
export interface StylesheetLink {
  rel: 'stylesheet';
  href: string;
}

// Kept on globalThis so that an app with two copies of this module (two installed ui-kit
// versions, or a bundler that pre-bundles dependencies apart) still has one registry.
const REGISTRY = Symbol.for('@forecourt/ui-kit/stylesheets');
type Registry = Map<string, string>;

function registry(): Registry {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/**
 * Records the URL of each stylesheet, keyed by its package specifier (e.g.
 * `'@forecourt/ui-kit/styles.css'`). Registering a specifier again replaces its URL.
 */
export function registerStylesheets(urls: Readonly<Record<string, string>>): void {
  const hrefs = registry();
  for (const [specifier, href] of Object.entries(urls)) {
    if (typeof href !== 'string' || href === '') {
      throw new TypeError(
        `registerStylesheets: the URL of ${specifier} must be a non-empty string`,
      );
    }
    hrefs.set(specifier, href);
  }
}

/**
 * The link descriptors of these stylesheets, in the order given. A stylesheet the app has not
 * registered is an error: an unstyled page must not ship quietly.
 */
export function stylesheetLinks(...specifiers: string[]): StylesheetLink[] {
  const hrefs = registry();
  return specifiers.map((specifier) => {
    const href = hrefs.get(specifier);
    if (href === undefined) {
      throw new Error(
        `No URL registered for the stylesheet ${specifier}: the app imports it with its bundler (Vite: the specifier with a ?url query) and passes the URL to registerStylesheets() from @forecourt/ui-kit/stylesheets in its root module.`,
      );
    }
    return { rel: 'stylesheet', href };
  });
}

/** Whether the app has registered a URL for this stylesheet. */
export function hasStylesheet(specifier: string): boolean {
  return registry().has(specifier);
}
