import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '../site-context.tsx';
import { testSite } from '../test/site.ts';
import { SITE_NAV_ID, SiteHeader } from './SiteHeader.tsx';

const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/search', label: 'Browse stock' },
];

function header(props: { defaultMenuOpen?: boolean } = {}) {
  return (
    <MemoryRouter>
      <SiteProvider site={testSite()}>
        <SiteHeader nav={NAV} {...props} />
      </SiteProvider>
    </MemoryRouter>
  );
}

describe('<SiteHeader /> small-screen menu (issue 17 item 2)', () => {
  it('renders a Menu button that controls the main navigation, closed by default', () => {
    render(header());
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', SITE_NAV_ID);
    expect(document.getElementById(SITE_NAV_ID)).toHaveAttribute('aria-label', 'Main');
    expect(document.getElementById(SITE_NAV_ID)).not.toHaveAttribute('data-open');
  });

  it('opens on click and moves focus to the first link', async () => {
    const user = userEvent.setup();
    render(header());
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(SITE_NAV_ID)).toHaveAttribute('data-open');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('opens with the keyboard, and Escape closes it and returns focus to the button', async () => {
    const user = userEvent.setup();
    render(header());
    const button = screen.getByRole('button', { name: 'Menu' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(document.getElementById(SITE_NAV_ID)).not.toHaveAttribute('data-open');
  });

  it('closes when the button is pressed again', async () => {
    const user = userEvent.setup();
    render(header({ defaultMenuOpen: true }));
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link navigates to another page', async () => {
    const user = userEvent.setup();
    render(header());
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'Browse stock' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('without JavaScript renders the Menu as a link to the navigation (its :target opens it)', () => {
    const html = renderToString(header());
    expect(html).toContain(`href="#${SITE_NAV_ID}"`);
    expect(html).toContain(`id="${SITE_NAV_ID}"`);
    expect(html).not.toContain('<button');
  });

  it('links the phone number with tel: (it keeps to one line: site-header__phone nowrap)', () => {
    render(header());
    const phone = screen.getByRole('link', { name: 'Call us on (07) 5550 0100' });
    expect(phone).toHaveAttribute('href', 'tel:0755500100');
    expect(phone).toHaveClass('site-header__phone');
  });
});
