import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image.tsx';
import { IMAGE_DEFAULTS, IMAGE_NOT_FOUND_SRC, imageUrl } from './image-url.ts';

describe('imageUrl (site-wide §7, §9)', () => {
  it('asks for width 640 and quality 75 by default', () => {
    expect(IMAGE_DEFAULTS).toEqual({ width: 640, quality: 75 });
    expect(imageUrl('/stock/corolla.jpg')).toBe('/stock/corolla.jpg?w=640&q=75');
  });

  it('keeps an existing query and hash and replaces old transforms', () => {
    expect(
      imageUrl('https://img.example/car.jpg?v=3&w=100#front', { width: 1280, quality: 80 }),
    ).toBe('https://img.example/car.jpg?v=3&w=1280&q=80#front');
  });

  it('goes through the site image CDN when it has one', () => {
    expect(imageUrl('https://s3.example/car 1.jpg', { baseUrl: 'https://cdn.example/img' })).toBe(
      'https://cdn.example/img?url=https%3A%2F%2Fs3.example%2Fcar+1.jpg&w=640&q=75',
    );
  });

  it('leaves data and blob URLs alone', () => {
    expect(imageUrl(IMAGE_NOT_FOUND_SRC)).toBe(IMAGE_NOT_FOUND_SRC);
  });
});

describe('<Image />', () => {
  it('renders the transformed URL, explicit size and lazy loading by default', () => {
    render(<Image src="/stock/corolla.jpg" alt="2021 Toyota Corolla" width={600} height={400} />);
    const img = screen.getByRole('img', { name: '2021 Toyota Corolla' });
    expect(img.getAttribute('src')).toBe('/stock/corolla.jpg?w=640&q=75');
    expect(img.getAttribute('width')).toBe('600');
    expect(img.getAttribute('height')).toBe('400');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('loads a priority image eagerly', () => {
    render(
      <Image src="/hero.jpg" alt="Hero" width={1920} height={540} priority transformWidth={1920} />,
    );
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('src')).toBe('/hero.jpg?w=1920&q=75');
  });

  it('falls back to the image-not-found picture when the image fails (site-wide §8)', () => {
    render(<Image src="/missing.jpg" alt="2019 Mazda CX-5" width={600} height={400} />);
    const img = screen.getByRole('img', { name: '2019 Mazda CX-5' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(IMAGE_NOT_FOUND_SRC);
    expect(img.getAttribute('data-fallback')).toBe('true');
  });

  it('shows the fallback straight away when there is no image, or a custom fallback', () => {
    const { rerender } = render(<Image src={null} alt="No photo" width={600} height={400} />);
    expect(screen.getByRole('img', { name: 'No photo' }).getAttribute('src')).toBe(
      IMAGE_NOT_FOUND_SRC,
    );
    rerender(
      <Image
        src=""
        alt="No photo"
        width={600}
        height={400}
        fallbackSrc="/dealer-placeholder.png"
      />,
    );
    expect(screen.getByRole('img', { name: 'No photo' }).getAttribute('src')).toBe(
      '/dealer-placeholder.png',
    );
  });
});
