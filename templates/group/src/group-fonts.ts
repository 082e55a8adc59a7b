/**
 * The group template's fonts: the CSS module that self-hosts them and what it loads (latin
 * subset only, two weights; ui-kit's group theme puts the family first in its stacks).
 */
export const GROUP_FONTS = {
  css: '@forecourt/template-group/fonts.css',
  faces: [
    { family: 'IBM Plex Sans', weight: 400, file: '@fontsource/ibm-plex-sans/latin-400.css' },
    { family: 'IBM Plex Sans', weight: 600, file: '@fontsource/ibm-plex-sans/latin-600.css' },
  ],
} as const;
