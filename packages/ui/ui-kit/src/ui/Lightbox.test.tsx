import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { ImageCdnProvider } from './ImageCdnProvider.tsx';
import { Lightbox } from './Lightbox.tsx';

const IMAGES = [
  { src: '/1.jpg', alt: 'Front' },
  { src: '/2.jpg', alt: 'Side' },
  { src: '/3.jpg', alt: 'Interior' },
];

describe('<Lightbox />', () => {
  it('shows each photo through the image CDN at full width, the original if that fails (site-wide §7)', () => {
    render(<Lightbox images={[{ src: '/media/cars/a/1.svg', alt: 'Front' }]} defaultOpen />);
    const img = screen.getByRole('img', { name: 'Front' });
    expect(img.getAttribute('src')).toBe('/_img?url=%2Fmedia%2Fcars%2Fa%2F1.svg&w=1920&q=75');
    expect(img.getAttribute('srcset')).toContain('w=960&q=75 960w');
    expect(img.getAttribute('sizes')).toBe('100vw');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/media/cars/a/1.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it("uses the site's image CDN from ImageCdnProvider", () => {
    render(
      <ImageCdnProvider cdn={{ base_url: 'https://cdn.example/img', width: 640, quality: 60 }}>
        <Lightbox images={[{ src: '/1.jpg', alt: 'Front' }]} defaultOpen />
      </ImageCdnProvider>,
    );
    expect(screen.getByRole('img', { name: 'Front' }).getAttribute('src')).toBe(
      'https://cdn.example/img?url=%2F1.jpg&w=1920&q=60',
    );
  });

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
