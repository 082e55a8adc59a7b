import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PromoPopup } from './PromoPopup.tsx';

const POPUP = {
  title: 'EOFY sale',
  image_url: null,
  link_url: '/special-offers',
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
});
