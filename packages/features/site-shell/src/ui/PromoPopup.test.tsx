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

describe('<PromoPopup /> (site-wide §4 Popup)', () => {
  it('is a modal dialog named by its title that takes focus, with the promotion link', async () => {
    render(
      <MemoryRouter>
        <PromoPopup popup={POPUP} onClose={() => {}} />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'EOFY sale' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByRole('link', { name: 'Find out more' })).toHaveAttribute(
      'href',
      '/special-offers',
    );
  });

  it('reports the close on Escape so it is remembered for the session', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <PromoPopup popup={POPUP} onClose={onClose} />
      </MemoryRouter>,
    );
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
