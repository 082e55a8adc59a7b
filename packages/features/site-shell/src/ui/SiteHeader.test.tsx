import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type React from 'react';
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

function header(props: { defaultMenuOpen?: boolean; extra?: React.ReactNode } = {}) {
  return (
    <MemoryRouter>
      <SiteProvider site={testSite()}>
        <SiteHeader nav={NAV} {...props} />
      </SiteProvider>
    </MemoryRouter>
  );
}

describe('<SiteHeader /> small-screen menu', () => {
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

  it('links the phone number with tel: in the utility bar and, for phones, beside the logo', () => {
    render(header());
    const phones = screen.getAllByRole('link', { name: 'Call us on (07) 5550 0100' });
    expect(phones).toHaveLength(2);
    for (const phone of phones) {
      expect(phone).toHaveAttribute('href', 'tel:0755500100');
      expect(phone).toHaveClass('site-header__phone');
    }
    expect(phones[0]?.closest('.site-header__utility')).not.toBeNull();
    expect(phones[1]).toHaveClass('site-header__phone--bar');
  });

  it('keeps the account links apart from the navigation, in their own group', () => {
    render(
      header({
        extra: (
          <>
            <a href="/favourites">Saved (0)</a>
            <a href="/sign-in">Sign in</a>
          </>
        ),
      }),
    );
    const actions = document.querySelector('.site-header__actions');
    expect(actions).not.toBeNull();
    expect(actions?.closest('ul')).toBeNull();
    expect(actions?.textContent).toBe('Saved (0)Sign in');
    // The gap between them is the stylesheet's (.site-header__actions gap), so each is a flex item.
    expect(actions?.children).toHaveLength(2);
  });

  it("draws the header on the site's header surface and links Find us (site-wide §2)", () => {
    render(header());
    expect(document.querySelector('header')).toHaveClass('site-header--on-secondary');
    // A location link naming one location ({slug}) cannot serve as the whole site's: /contact.
    expect(screen.getByRole('link', { name: 'Find us' })).toHaveAttribute('href', '/contact');
  });
});
