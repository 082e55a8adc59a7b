import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

/** One Storybook for every package's stories (CONVENTIONS: Stories). */
const config: StorybookConfig = {
  stories: ['../../../packages/*/*/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  // Sample photos for the stories, referenced as relative `images/…` URLs.
  staticDirs: ['../public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    builder: {
      name: '@storybook/builder-vite',
      options: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) },
    },
  },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
