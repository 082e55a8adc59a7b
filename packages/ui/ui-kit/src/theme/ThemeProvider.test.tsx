import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Dialog } from '../ui/Dialog.tsx';
import { createTheme } from './create-theme.ts';
import { ThemeProvider, useTheme } from './ThemeProvider.tsx';

function TemplateName() {
  return <span>{useTheme().template}</span>;
}

describe('<ThemeProvider />', () => {
  it('renders the custom properties inline on the server', () => {
    const html = renderToString(
      <ThemeProvider theme={createTheme('oem', { colors: { primary: '#006341' } })}>
        <TemplateName />
      </ThemeProvider>,
    );
    expect(html).toContain('data-fc-template="oem"');
    expect(html).toContain('--fc-color-primary:#006341');
    expect(html).toContain('--fc-motion-accordion:300ms');
    expect(html).toContain('<span>oem</span>');
  });

  it('portals dialogs into the themed element so they keep the theme', () => {
    render(
      <ThemeProvider theme={createTheme('group')}>
        <Dialog title="Holiday hours" defaultOpen>
          Closed on public holidays.
        </Dialog>
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Holiday hours' });
    expect(dialog.closest('[data-fc-template="group"]')).not.toBeNull();
  });

  it('falls back to the classic theme without a provider', () => {
    render(<TemplateName />);
    expect(screen.getByText('classic')).toBeTruthy();
  });
});
