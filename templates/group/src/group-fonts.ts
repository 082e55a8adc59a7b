/**
 * The group template's fonts: the CSS module that self-hosts them and what it loads (latin
 * subset only, two weights; ui-kit's group theme puts the family first in its stacks).
 * `woff2` is each face's file (an app may `?url`-import it for a `<link rel="preload">`);
 * `preload` marks the one face the first paint needs (body text), the only one worth preloading.
 */
export const GROUP_FONTS = {
  css: '@forecourt/template-group/fonts.css',
  faces: [
    {
      family: 'IBM Plex Sans',
      weight: 400,
      file: '@fontsource/ibm-plex-sans/latin-400.css',
      woff2: '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2',
      preload: true,
    },
    {
      family: 'IBM Plex Sans',
      weight: 600,
      file: '@fontsource/ibm-plex-sans/latin-600.css',
      woff2: '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-600-normal.woff2',
      preload: false,
    },
  ],
} as const;
