import { describe, expect, it } from 'vitest';
import {
  IMAGE_TRANSFORM_PATH,
  IMAGE_WIDTHS,
  imageWidthFor,
  isTransformableImageSource,
} from './image-transform.ts';
import { PLATFORM_DEFAULTS } from './platform-defaults.ts';

describe('image transform contract (site-wide §7, §9)', () => {
  it('serves /_img on a width ladder that includes the default width 640', () => {
    expect(IMAGE_TRANSFORM_PATH).toBe('/_img');
    expect(IMAGE_WIDTHS).toContain(PLATFORM_DEFAULTS.image_cdn.width);
    expect([...IMAGE_WIDTHS].sort((a, b) => a - b)).toEqual(IMAGE_WIDTHS);
  });

  it('snaps a wanted width up to the ladder, and caps it at the largest', () => {
    expect(imageWidthFor(640)).toBe(640);
    expect(imageWidthFor(600)).toBe(640);
    expect(imageWidthFor(1)).toBe(160);
    expect(imageWidthFor(1200)).toBe(1280);
    expect(imageWidthFor(4000)).toBe(1920);
  });

  it('transforms platform media paths and http(s) URLs only', () => {
    expect(isTransformableImageSource('/media/cars/a/1.svg')).toBe(true);
    expect(isTransformableImageSource('https://img.example/car.jpg')).toBe(true);
    expect(isTransformableImageSource('HTTP://img.example/car.jpg')).toBe(true);
    expect(isTransformableImageSource('/assets/logo.png')).toBe(false);
    expect(isTransformableImageSource('images/car-1.svg')).toBe(false);
    expect(isTransformableImageSource('//img.example/car.jpg')).toBe(false);
    expect(isTransformableImageSource('data:image/png;base64,AAAA')).toBe(false);
  });
});
