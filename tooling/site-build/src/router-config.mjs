// The React Router config of every template app (apps/<template>/react-router.config.ts).

/** Pages are server-rendered (share previews, SEO and first paint: ARCHITECTURE). */
export function siteRouterConfig() {
  return {
    appDirectory: 'src',
    ssr: true,
    // `pnpm build:site <slug>` sets this to dist/sites/<slug> (client/ and server/ go under it).
    buildDirectory: process.env.FORECOURT_BUILD_DIR || 'build',
  };
}
