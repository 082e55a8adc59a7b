import type { Plugin, UserConfigFnObject } from 'vite';

/** Bakes FORECOURT_SITE_CONFIG into the build as `virtual:forecourt/site`. */
export declare function siteConfigModule(json?: string): Plugin;
/** The whole Vite config of a template app. */
export declare function siteViteConfig(): UserConfigFnObject;
