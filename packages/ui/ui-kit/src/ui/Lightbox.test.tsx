import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { Lightbox } from './Lightbox.tsx';

const IMAGES = [
  { src: '/1.jpg', alt: 'Front' },
  { src: '/2.jpg', alt: 'Side' },
  { src: '/3.jpg', alt: 'Interior' },
];

describe('<Lightbox />', () => {
  it('opens from its trigger, moves with the arrow keys and closes on Escape (vehicle-stock §4)', async () => {
    render(<Lightbox images={IMAGES} trigger={<Button>View fullscreen</Button>} />);
    const trigger = screen.getByRole('button', { name: 'View fullscreen' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Image viewer' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Front' })).toBeTruthy();
    expect(screen.getByText('1 of 3')).toBeTruthy();

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Side' })).toBeTruthy();
    expect(screen.getByText('2 of 3')).toBeTruthy();

    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Interior' })).toBeTruthy();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('uses the buttons and holds at the ends without loop', async () => {
    render(<Lightbox images={IMAGES} defaultOpen defaultIndex={1} loop={false} />);
    expect(screen.getByRole('img', { name: 'Side' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Interior' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next image' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Interior' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
