const SMALL_WORDS = new Set(['of', 'the', 'and', 'on', 'upon']);

/**
 * A locality name from the data file in title case: `BRISBANE CITY` → `Brisbane City`,
 * `ISLE OF CAPRI` → `Isle of Capri`, `O'CONNOR` → `O'Connor`, `MOUNT DRUITT` → `Mount Druitt`,
 * `ST KILDA` → `St Kilda`. Small words stay lower case after the first word; letters after a
 * hyphen or an apostrophe are capitalised.
 */
export function titleCaseLocality(locality: string): string {
  return locality
    .toLowerCase()
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word)
        ? word
        : word.replace(/(^|[-'])([a-z])/g, (_, before: string, letter: string) =>
            before.concat(letter.toUpperCase()),
          ),
    )
    .join(' ');
}
