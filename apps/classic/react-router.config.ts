import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  // Pages are server-rendered: share previews, SEO and first paint (ARCHITECTURE).
  ssr: true,
  // `pnpm build:site <slug>` sets this to dist/sites/<slug> (client/ and server/ go under it).
  buildDirectory: process.env.FORECOURT_BUILD_DIR || 'build',
} satisfies Config;
