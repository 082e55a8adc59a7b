import type { PublicSiteConfig } from '@forecourt/site-config';
import { createContext as createReactContext, type ReactNode, useContext } from 'react';
import { createContext, type RouterContextProvider } from 'react-router';

/**
 * The site a request is for: its public config, baked into each per-site build and handed to
 * loaders and actions through React Router's request context (set by `createSiteHandler`).
 * Route modules in feature packages read it with `siteOf(context)`, so they serve any site of
 * any template without importing a build-time module.
 */
export const siteContext = createContext<PublicSiteConfig>();

/** The request's site (loaders and actions). */
export function siteOf(context: Readonly<RouterContextProvider>): PublicSiteConfig {
  return context.get(siteContext);
}

const SiteReactContext = createReactContext<PublicSiteConfig | null>(null);

/** Gives components the site's public config (the document puts it around every page). */
export function SiteProvider({ site, children }: { site: PublicSiteConfig; children: ReactNode }) {
  return <SiteReactContext.Provider value={site}>{children}</SiteReactContext.Provider>;
}

/** The site's public config, in a component under `SiteProvider` (every page is). */
export function useSite(): PublicSiteConfig {
  const site = useContext(SiteReactContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> (the site document provides one)');
  return site;
}
