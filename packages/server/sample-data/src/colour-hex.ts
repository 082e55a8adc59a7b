/** Hue words, matched anywhere in a paint name; the earliest match in the name wins. */
const HUES: readonly (readonly [RegExp, string])[] = [
  [/\b(?:red|maroon|burgundy|crimson|ruby|magma|persimmon)/, '#b3202a'],
  [/\b(?:blue|navy|sapphire|azure|cobalt|ocean|cyan|teal)/, '#1f4e9c'],
  [/\b(?:green|olive|emerald|khaki|jade|lime)/, '#3c7a47'],
  [/\b(?:orange|copper|sunset|yamabuki)/, '#d8661c'],
  [/\b(?:gold)/, '#c9a24a'],
  [/\b(?:yellow|lemon)/, '#e3b81f'],
  [/\b(?:brown|bronze|mocha|chestnut)/, '#6b4a32'],
  [/\b(?:beige|sand|champagne|quartz|cream)/, '#cbb994'],
  [/\b(?:purple|violet|plum)/, '#5b3d7a'],
  [/\b(?:silver|platinum|titanium|aluminium|quicksilver)/, '#b8bdc3'],
  [/\b(?:grey|gray|graphite|gunmetal|gun metal|charcoal|slate|steel|concrete|gunship)/, '#6e747b'],
  [/\b(?:black|ebony|onyx|jet|obsidian|eclipse|phantom|carbon|ink|gunpowder)/, '#1e1f22'],
  [/\b(?:white|snow|glacier|frost|ivory|alabaster|arctic|polar)/, '#f1f1ee'],
];

/** Finish words that only say something when no hue word does: "Crystal Pearl" is white. */
const FINISHES: readonly (readonly [RegExp, string])[] = [
  [/\b(?:pearl|crystal|diamond|ice)/, '#f1f1ee'],
  [/\b(?:metallic|sky|storm)/, '#b8bdc3'],
];

/** Neutral grey for a missing or unknown paint name. */
export const UNKNOWN_COLOUR_HEX = '#8a8f96';

/**
 * The hex colour for a paint name such as "Soul Red Crystal" (red), "Crystal Pearl" (white) or
 * "Gun Metallic" (grey): the hue word that comes first in the name, else a finish word.
 */
export function colourHex(colour: string | null | undefined): string {
  const name = (colour ?? '').toLowerCase();
  let best: { at: number; hex: string } | null = null;
  for (const [pattern, hex] of HUES) {
    const match = pattern.exec(name);
    if (match && (best === null || match.index < best.at)) best = { at: match.index, hex };
  }
  if (best) return best.hex;
  for (const [pattern, hex] of FINISHES) if (pattern.test(name)) return hex;
  return UNKNOWN_COLOUR_HEX;
}
