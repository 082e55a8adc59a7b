/**
 * The classic template's fonts: the CSS module that self-hosts them and what it loads (latin
 * subset only, two weights; ui-kit's classic theme puts the family first in its stacks).
 * `woff2` is each face's file (an app may `?url`-import it for a `<link rel="preload">`);
 * `preload` marks the one face the first paint needs (body text), the only one worth preloading.
 */
export const CLASSIC_FONTS = {
  css: '@forecourt/template-classic/fonts.css',
  faces: [
    {
      family: 'Nunito Sans',
      weight: 400,
      file: '@fontsource/nunito-sans/latin-400.css',
      woff2: '@fontsource/nunito-sans/files/nunito-sans-latin-400-normal.woff2',
      preload: true,
    },
    {
      family: 'Nunito Sans',
      weight: 700,
      file: '@fontsource/nunito-sans/latin-700.css',
      woff2: '@fontsource/nunito-sans/files/nunito-sans-latin-700-normal.woff2',
      preload: false,
    },
  ],
} as const;
