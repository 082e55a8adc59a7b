import type { Plugin, UserConfigFnObject } from 'vite';

/** Bakes FORECOURT_SITE_CONFIG into the build as `virtual:forecourt/site`. */
export declare function siteConfigModule(json?: string): Plugin;
/** The packages' stylesheets every template app registers. */
export declare const PACKAGE_STYLESHEETS: readonly string[];
/** `virtual:forecourt/stylesheets`: each stylesheet imported with `?url` and registered. */
export declare function packageStylesheetsModule(stylesheets?: readonly string[]): Plugin;
/** The whole Vite config of a template app. */
export declare function siteViteConfig(): UserConfigFnObject;
