import '@forecourt/ui-kit/styles.css';
import './preview.css';
import { createTheme, ThemeProvider } from '@forecourt/ui-kit';
import type { Preview } from '@storybook/react-vite';

const THEMES = {
  classic: createTheme('classic'),
  group: createTheme('group'),
  oem: createTheme('oem'),
};

type ThemeName = keyof typeof THEMES;

const isThemeName = (value: unknown): value is ThemeName =>
  typeof value === 'string' && value in THEMES;

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Template theme (classic, group, oem)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'classic', title: 'Classic (single dealer)' },
          { value: 'group', title: 'Group (dealer group)' },
          { value: 'oem', title: 'OEM (manufacturer franchise)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'classic' },
  decorators: [
    (Story, context) => {
      const theme = THEMES[isThemeName(context.globals.theme) ? context.globals.theme : 'classic'];
      return (
        <ThemeProvider theme={theme} className="sb-forecourt-theme">
          <Story />
        </ThemeProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: {
      // The same rule set as the stories-as-tests run (src/stories.browser.test.ts).
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
  },
};

export default preview;
