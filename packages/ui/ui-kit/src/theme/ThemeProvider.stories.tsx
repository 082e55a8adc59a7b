import { TEMPLATES } from '@forecourt/site-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../ui/Button.tsx';
import { PriceText } from '../ui/PriceText.tsx';
import { Tag } from '../ui/Tag.tsx';
import { contrastRatio } from './contrast.ts';
import { createTheme } from './create-theme.ts';
import { ThemeProvider } from './ThemeProvider.tsx';
import { TEXT_CONTRAST_PAIRS, type Theme } from './themes.ts';

function Swatches({ theme }: { theme: Theme }) {
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, paddingBottom: 8 }}>
        Text pairs in the {theme.template} theme (WCAG 2.1, at least 4.5:1)
      </caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'start', padding: 4 }}>
            Sample
          </th>
          <th scope="col" style={{ textAlign: 'start', padding: 4 }}>
            Text on background
          </th>
          <th scope="col" style={{ textAlign: 'end', padding: 4 }}>
            Ratio
          </th>
        </tr>
      </thead>
      <tbody>
        {TEXT_CONTRAST_PAIRS.map(([text, background]) => (
          <tr key={`${text}/${background}`}>
            <td style={{ padding: 4 }}>
              <span
                style={{
                  display: 'inline-block',
                  padding: '4px 12px',
                  border: '1px solid var(--fc-color-border)',
                  color: theme.colors[text],
                  background: theme.colors[background],
                }}
              >
                Aa $34,990
              </span>
            </td>
            <td style={{ padding: 4 }}>
              <code>{text}</code> on <code>{background}</code>
            </td>
            <td style={{ padding: 4, textAlign: 'end' }}>
              {contrastRatio(theme.colors[text], theme.colors[background]).toFixed(2)}:1
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Sample() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', padding: 16 }}>
      <Button>Enquire now</Button>
      <Button variant="secondary">Book a test drive</Button>
      <Button variant="outline">Trade-In Valuation</Button>
      <Tag tone="accent">Coming Soon</Tag>
      <PriceText amount={34990} priceType="Drive Away" />
    </div>
  );
}

const meta = {
  title: 'Theme/ThemeProvider',
  component: ThemeProvider,
  args: { theme: createTheme('classic') },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The theme chosen in the toolbar, with its text pairs and their contrast. */
export const Tokens: Story = {
  render: (_args, context) => {
    const name = TEMPLATES.find((template) => template === context.globals.template) ?? 'classic';
    const theme = createTheme(name);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <Sample />
        <Swatches theme={theme} />
      </div>
    );
  },
};

/** A dealer's brand colours, logo and font over a template (site-wide §1 theming). */
export const DealerOverrides: Story = {
  args: {
    theme: createTheme('classic', {
      colors: { primary: '#ffd400', secondary: '#006341', accent: null },
      font_family: 'Georgia',
      logo_url: 'images/banner.svg',
    }),
  },
  render: (args) => (
    <ThemeProvider theme={args.theme}>
      <Sample />
      <Swatches theme={args.theme} />
    </ThemeProvider>
  ),
};

/** The three templates side by side. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {TEMPLATES.map((template) => (
        <ThemeProvider key={template} theme={createTheme(template)}>
          <h2 style={{ margin: '16px 16px 0' }}>{template}</h2>
          <Sample />
        </ThemeProvider>
      ))}
    </div>
  ),
};
