/**
 * The oem template's fonts: the CSS module that self-hosts them and what it loads (latin subset
 * only; ui-kit's oem theme puts Barlow first for text and Barlow Condensed for headings).
 * `woff2` is each face's file (an app may `?url`-import it for a `<link rel="preload">`);
 * `preload` marks the one face the first paint needs (body text), the only one worth preloading.
 */
export const OEM_FONTS = {
  css: '@forecourt/template-oem/fonts.css',
  faces: [
    {
      family: 'Barlow',
      weight: 400,
      file: '@fontsource/barlow/latin-400.css',
      woff2: '@fontsource/barlow/files/barlow-latin-400-normal.woff2',
      preload: true,
    },
    {
      family: 'Barlow',
      weight: 600,
      file: '@fontsource/barlow/latin-600.css',
      woff2: '@fontsource/barlow/files/barlow-latin-600-normal.woff2',
      preload: false,
    },
    {
      family: 'Barlow Condensed',
      weight: 700,
      file: '@fontsource/barlow-condensed/latin-700.css',
      woff2: '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2',
      preload: false,
    },
  ],
} as const;
