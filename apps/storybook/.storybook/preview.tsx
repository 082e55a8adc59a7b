import '@forecourt/ui-kit/styles.css';
// Each template's self-hosted faces (latin subset, font-display: swap), so a story shows the
// template's real typeface and not a fallback.
import '@forecourt/template-classic/fonts.css';
import '@forecourt/template-group/fonts.css';
import '@forecourt/template-oem/fonts.css';
import './preview.css';
import { classicTheme } from '@forecourt/template-classic';
import { groupTheme } from '@forecourt/template-group';
import { oemTheme } from '@forecourt/template-oem';
import { ThemeProvider } from '@forecourt/ui-kit';
import type { Preview } from '@storybook/react-vite';

/** The three template themes as the sites get them (the template packages' theme functions). */
const TEMPLATES = {
  classic: classicTheme(),
  group: groupTheme(),
  oem: oemTheme(),
};

type TemplateName = keyof typeof TEMPLATES;

const isTemplateName = (value: unknown): value is TemplateName =>
  typeof value === 'string' && value in TEMPLATES;

const preview: Preview = {
  globalTypes: {
    template: {
      description: 'Template theme (classic, group, oem): tokens, fonts, corners and shadows',
      toolbar: {
        title: 'Template',
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
  initialGlobals: { template: 'classic' },
  decorators: [
    (Story, context) => {
      // `template` is the toolbar global; a story may pin one with `globals: { template: 'oem' }`.
      const name = context.globals.template ?? context.globals.theme;
      const theme = TEMPLATES[isTemplateName(name) ? name : 'classic'];
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
