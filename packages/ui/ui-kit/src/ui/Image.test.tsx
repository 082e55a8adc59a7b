import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image } from './Image.tsx';
import { ImageCdnProvider } from './ImageCdnProvider.tsx';
import { IMAGE_DEFAULTS, IMAGE_NOT_FOUND_SRC, imageSrcSet, imageUrl } from './image-url.ts';

describe('imageUrl (site-wide §7, §9)', () => {
  it('goes through the platform route /_img at width 640 and quality 75 by default', () => {
    expect(IMAGE_DEFAULTS).toEqual({ width: 640, quality: 75 });
    expect(imageUrl('/media/cars/corolla/1.svg')).toBe(
      '/_img?url=%2Fmedia%2Fcars%2Fcorolla%2F1.svg&w=640&q=75',
    );
  });

  it('snaps the width up to the platform ladder and rounds the quality', () => {
    expect(imageUrl('/media/hero.jpg', { width: 1200, quality: 80.4 })).toBe(
      '/_img?url=%2Fmedia%2Fhero.jpg&w=1280&q=80',
    );
  });

  it('passes an http(s) source with its query, without its hash', () => {
    expect(imageUrl('https://img.example/car.jpg?v=3#front', { width: 320 })).toBe(
      '/_img?url=https%3A%2F%2Fimg.example%2Fcar.jpg%3Fv%3D3&w=320&q=75',
    );
  });

  it('goes through the site image CDN when it has one', () => {
    expect(imageUrl('https://s3.example/car 1.jpg', { baseUrl: 'https://cdn.example/img' })).toBe(
      'https://cdn.example/img?url=https%3A%2F%2Fs3.example%2Fcar+1.jpg&w=640&q=75',
    );
  });

  it('leaves data and blob URLs, and files the platform route does not serve, alone', () => {
    expect(imageUrl(IMAGE_NOT_FOUND_SRC)).toBe(IMAGE_NOT_FOUND_SRC);
    expect(imageUrl('blob:https://site.example/1')).toBe('blob:https://site.example/1');
    expect(imageUrl('/assets/logo.png')).toBe('/assets/logo.png');
    expect(imageUrl('images/car-1.svg')).toBe('images/car-1.svg');
  });
});

describe('imageSrcSet', () => {
  it('offers the ladder widths from half to twice the wanted width', () => {
    expect(imageSrcSet('/media/a.jpg')).toBe(
      [320, 640, 960, 1280].map((w) => `/_img?url=%2Fmedia%2Fa.jpg&w=${w}&q=75 ${w}w`).join(', '),
    );
    expect(imageSrcSet('/media/a.jpg', { width: 1920, quality: 60 })).toBe(
      [960, 1920].map((w) => `/_img?url=%2Fmedia%2Fa.jpg&w=${w}&q=60 ${w}w`).join(', '),
    );
  });

  it('has none for an image that is not transformed', () => {
    expect(imageSrcSet('images/car-1.svg')).toBeUndefined();
    expect(
      imageSrcSet(IMAGE_NOT_FOUND_SRC, { baseUrl: 'https://cdn.example/img' }),
    ).toBeUndefined();
  });
});

describe('<Image />', () => {
  it('renders the transformed URL, a srcSet and sizes, explicit size and lazy loading by default', () => {
    render(<Image src="/media/corolla.jpg" alt="2021 Toyota Corolla" width={600} height={400} />);
    const img = screen.getByRole('img', { name: '2021 Toyota Corolla' });
    expect(img.getAttribute('src')).toBe('/_img?url=%2Fmedia%2Fcorolla.jpg&w=640&q=75');
    expect(img.getAttribute('srcset')).toBe(imageSrcSet('/media/corolla.jpg'));
    expect(img.getAttribute('sizes')).toBe('auto, (max-width: 600px) 100vw, 600px');
    expect(img.getAttribute('width')).toBe('600');
    expect(img.getAttribute('height')).toBe('400');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('loads a priority image eagerly with high fetch priority', () => {
    render(
      <Image
        src="/media/hero.jpg"
        alt="Hero"
        width={1920}
        height={540}
        priority
        transformWidth={1920}
        sizes="100vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('src')).toBe('/_img?url=%2Fmedia%2Fhero.jpg&w=1920&q=75');
    expect(img.getAttribute('sizes')).toBe('100vw');
  });

  it('shows the source as it is with transform={false}', () => {
    render(<Image src="/media/logo.svg" alt="Acme" width={120} height={40} transform={false} />);
    const img = screen.getByRole('img', { name: 'Acme' });
    expect(img.getAttribute('src')).toBe('/media/logo.svg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it('tries the original when the transformed image fails, then the image-not-found picture', () => {
    render(
      <Image src="https://img.example/car.jpg" alt="2020 Ford Ranger" width={600} height={400} />,
    );
    const img = screen.getByRole('img', { name: '2020 Ford Ranger' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('https://img.example/car.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('data-fallback')).toBe(false);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(IMAGE_NOT_FOUND_SRC);
    expect(img.getAttribute('data-fallback')).toBe('true');
  });

  it("follows the site's image CDN from ImageCdnProvider; its own props win", () => {
    render(
      <ImageCdnProvider cdn={{ base_url: 'https://cdn.example/img', width: 960, quality: 60 }}>
        <Image src="/stock/a.jpg" alt="From the CDN" width={600} height={400} />
        <Image
          src="/media/b.jpg"
          alt="Own props"
          width={600}
          height={400}
          cdnBaseUrl={null}
          quality={80}
        />
      </ImageCdnProvider>,
    );
    expect(screen.getByRole('img', { name: 'From the CDN' }).getAttribute('src')).toBe(
      'https://cdn.example/img?url=%2Fstock%2Fa.jpg&w=960&q=60',
    );
    expect(screen.getByRole('img', { name: 'Own props' }).getAttribute('src')).toBe(
      '/_img?url=%2Fmedia%2Fb.jpg&w=960&q=80',
    );
  });

  it('starts again from the transformed image when the source changes', () => {
    const { rerender } = render(<Image src="/media/a.jpg" alt="Car" width={600} height={400} />);
    fireEvent.error(screen.getByRole('img', { name: 'Car' }));
    fireEvent.error(screen.getByRole('img', { name: 'Car' }));
    rerender(<Image src="/media/b.jpg" alt="Car" width={600} height={400} />);
    expect(screen.getByRole('img', { name: 'Car' }).getAttribute('src')).toBe(
      '/_img?url=%2Fmedia%2Fb.jpg&w=640&q=75',
    );
  });

  it('falls back to the image-not-found picture when an untransformed image fails (site-wide §8)', () => {
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
