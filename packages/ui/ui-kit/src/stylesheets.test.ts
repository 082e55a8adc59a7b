import { describe, expect, it } from 'vitest';
import { hasStylesheet, registerStylesheets, stylesheetLinks } from './stylesheets.ts';

describe('stylesheet links from the URLs the app registers', () => {
  it('gives the registered URLs as stylesheet links, in the order asked', () => {
    registerStylesheets({
      '@forecourt/test/a.css': '/assets/a-123.css',
      '@forecourt/test/b.css': '/assets/b-456.css',
    });
    expect(stylesheetLinks('@forecourt/test/b.css', '@forecourt/test/a.css')).toEqual([
      { rel: 'stylesheet', href: '/assets/b-456.css' },
      { rel: 'stylesheet', href: '/assets/a-123.css' },
    ]);
  });

  it('replaces the URL of a stylesheet registered again', () => {
    registerStylesheets({ '@forecourt/test/c.css': '/old.css' });
    registerStylesheets({ '@forecourt/test/c.css': '/new.css' });
    expect(stylesheetLinks('@forecourt/test/c.css')).toEqual([
      { rel: 'stylesheet', href: '/new.css' },
    ]);
  });

  it('fails loudly, naming the stylesheet, when the app has not registered it', () => {
    expect(hasStylesheet('@forecourt/test/missing.css')).toBe(false);
    expect(() => stylesheetLinks('@forecourt/test/missing.css')).toThrow(
      /@forecourt\/test\/missing\.css.*registerStylesheets/,
    );
  });

  it('refuses an empty URL', () => {
    expect(() => registerStylesheets({ '@forecourt/test/d.css': '' })).toThrow(TypeError);
  });
});
