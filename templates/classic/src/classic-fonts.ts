/**
 * The classic template's fonts: the CSS module that self-hosts them and what it loads (latin
 * subset only, two weights; ui-kit's classic theme puts the family first in its stacks).
 */
export const CLASSIC_FONTS = {
  css: '@forecourt/template-classic/fonts.css',
  faces: [
    { family: 'Nunito Sans', weight: 400, file: '@fontsource/nunito-sans/latin-400.css' },
    { family: 'Nunito Sans', weight: 700, file: '@fontsource/nunito-sans/latin-700.css' },
  ],
} as const;
