/**
 * The oem template's fonts: the CSS module that self-hosts them and what it loads (latin subset
 * only; ui-kit's oem theme puts Barlow first for text and Barlow Condensed for headings).
 */
export const OEM_FONTS = {
  css: '@forecourt/template-oem/fonts.css',
  faces: [
    { family: 'Barlow', weight: 400, file: '@fontsource/barlow/latin-400.css' },
    { family: 'Barlow', weight: 600, file: '@fontsource/barlow/latin-600.css' },
    {
      family: 'Barlow Condensed',
      weight: 700,
      file: '@fontsource/barlow-condensed/latin-700.css',
    },
  ],
} as const;
