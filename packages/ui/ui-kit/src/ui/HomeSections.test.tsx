import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HomeSections } from './HomeSections.tsx';

const order = (html: string) =>
  [...html.matchAll(/data-home-section="([^"]+)"/g)].map((match) => match[1]);

describe('HomeSections', () => {
  it('renders the sections in the given order, not the order they were passed in', () => {
    const html = renderToStaticMarkup(
      <HomeSections order={['b', 'a', 'c']} sections={{ a: <p>A</p>, c: <p>C</p>, b: <p>B</p> }} />,
    );
    expect(order(html)).toEqual(['b', 'a', 'c']);
  });

  it('skips a section that is missing, null or false, without an empty wrapper', () => {
    const html = renderToStaticMarkup(
      <HomeSections order={['a', 'b', 'c', 'd']} sections={{ a: <p>A</p>, b: null, c: false }} />,
    );
    expect(order(html)).toEqual(['a']);
  });

  it('marks full-bleed sections; the rest sit in the page column', () => {
    const html = renderToStaticMarkup(
      <HomeSections
        order={['hero', 'stock']}
        sections={{ hero: <p />, stock: <p /> }}
        fullBleed={['hero']}
      />,
    );
    expect(html).toContain('fc-home-section--full-bleed" data-home-section="hero"');
    expect(html).toContain('fc-home-section--contained" data-home-section="stock"');
  });
});
