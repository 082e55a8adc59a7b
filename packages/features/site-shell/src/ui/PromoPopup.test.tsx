import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PromoPopup } from './PromoPopup.tsx';

const POPUP = {
  title: 'EOFY sale',
  text: null,
  image_url: null,
  link_url: '/special-offers',
  link_label: null,
  expires_at: null,
};

// Focus moving in and Escape are the browser's own `showModal()` behaviour: checked in Chromium
// by tooling/e2e/src/trust.browser.test.ts.
describe('<PromoPopup /> (site-wide §4 Popup)', () => {
  it('opens as a modal dialog named by its title, with the promotion link', async () => {
    render(
      <MemoryRouter>
        <PromoPopup popup={POPUP} onClose={() => {}} />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'EOFY sale' });
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('link', { name: 'Find out more' })).toHaveAttribute(
      'href',
      '/special-offers',
    );
  });

  it('reports the close so it is remembered for the session', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <PromoPopup popup={POPUP} onClose={onClose} />
      </MemoryRouter>,
    );
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("shows the promotion's image, text and call to action from the site config", async () => {
    render(
      <MemoryRouter>
        <PromoPopup
          popup={{
            ...POPUP,
            text: 'Sharper rates at every dealership.',
            image_url: '/media/promo.jpg',
            link_label: 'See the finance offers',
          }}
          onClose={() => {}}
        />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'EOFY sale' });
    expect(dialog).toHaveTextContent('Sharper rates at every dealership.');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/media/promo.jpg');
    expect(screen.getByRole('link', { name: 'See the finance offers' })).toHaveAttribute(
      'href',
      '/special-offers',
    );
  });

  it('closes on a click on its backdrop (the dialog itself), not on its content', async () => {
    const onClose = vi.fn();
    render(
      <MemoryRouter>
        <PromoPopup popup={POPUP} onClose={onClose} />
      </MemoryRouter>,
    );
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    fireEvent.click(screen.getByRole('heading', { name: 'EOFY sale' }));
    expect(dialog.open).toBe(true);
    fireEvent.click(dialog);
    expect(dialog.open).toBe(false);
  });
});
