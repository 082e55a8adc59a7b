// The woff2 files of the faces the first paint of an oem page uses (body text and headings):
// the app preloads them (`createSiteRoot({ fontPreloads })`). Built by Vite into hashed assets,
// the same files fonts.css names.
import face1 from '@fontsource/barlow/files/barlow-latin-400-normal.woff2?url';
import face2 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url';

/** Preloaded by every page of the oem template. */
export const OEM_FONT_PRELOADS: readonly string[] = [face1, face2];
