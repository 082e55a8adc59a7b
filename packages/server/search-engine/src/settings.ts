import { MeiliError } from './errors.ts';

export type FacetValuesOrder = 'alpha' | 'count';

export interface TypoToleranceSettings {
  enabled: boolean;
  minWordSizeForTypos: { oneTypo: number; twoTypos: number };
  disableOnWords: string[];
  disableOnAttributes: string[];
}

/** Index settings in Meilisearch's shape (the subset this engine acts on, plus inert ones). */
export interface Settings {
  displayedAttributes: string[];
  searchableAttributes: string[];
  filterableAttributes: string[];
  sortableAttributes: string[];
  rankingRules: string[];
  stopWords: string[];
  synonyms: Record<string, string[]>;
  distinctAttribute: string | null;
  typoTolerance: TypoToleranceSettings;
  faceting: { maxValuesPerFacet: number; sortFacetValuesBy: Record<string, FacetValuesOrder> };
  pagination: { maxTotalHits: number };
}

/** What `updateSettings` accepts: any subset; `null` resets a setting to its default. */
export interface SettingsUpdate {
  displayedAttributes?: string[] | null;
  searchableAttributes?: string[] | null;
  filterableAttributes?: string[] | null;
  sortableAttributes?: string[] | null;
  rankingRules?: string[] | null;
  stopWords?: string[] | null;
  synonyms?: Record<string, string[]> | null;
  distinctAttribute?: string | null;
  typoTolerance?: {
    enabled?: boolean;
    minWordSizeForTypos?: { oneTypo?: number; twoTypos?: number };
    disableOnWords?: string[];
    disableOnAttributes?: string[];
  } | null;
  faceting?: {
    maxValuesPerFacet?: number;
    sortFacetValuesBy?: Record<string, FacetValuesOrder> | FacetValuesOrder;
  } | null;
  pagination?: { maxTotalHits?: number } | null;
}

export const DEFAULT_RANKING_RULES: readonly string[] = [
  'words',
  'typo',
  'proximity',
  'attribute',
  'sort',
  'exactness',
];

const BUILT_IN_RULES = new Set(DEFAULT_RANKING_RULES);

export function defaultSettings(): Settings {
  return {
    displayedAttributes: ['*'],
    searchableAttributes: ['*'],
    filterableAttributes: [],
    sortableAttributes: [],
    rankingRules: [...DEFAULT_RANKING_RULES],
    stopWords: [],
    synonyms: {},
    distinctAttribute: null,
    typoTolerance: {
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnWords: [],
      disableOnAttributes: [],
    },
    faceting: { maxValuesPerFacet: 100, sortFacetValuesBy: { '*': 'alpha' } },
    pagination: { maxTotalHits: 1000 },
  };
}

function settingError(name: string, message: string): MeiliError {
  const code = `invalid_settings_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;
  return new MeiliError(code, message);
}

function stringList(name: string, value: unknown): string[] {
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw settingError(
      name,
      `Invalid value type at \`.${name}\`: expected an array of strings, but found: \`${JSON.stringify(value)}\`.`,
    );
  }
  return [...new Set(value as string[])];
}

/** `price:asc` → `{ attribute: 'price', direction: 'asc' }`; built-in rules give undefined. */
export function parseCustomRule(
  rule: string,
): { attribute: string; direction: 'asc' | 'desc' } | undefined {
  const match = /^(.+):(asc|desc)$/.exec(rule);
  if (!match) return undefined;
  return { attribute: match[1] as string, direction: match[2] as 'asc' | 'desc' };
}

/** Applies an update to a copy of `current`; throws `invalid_settings_*` on bad values. */
export function applySettingsUpdate(current: Settings, update: SettingsUpdate): Settings {
  if (update === null || typeof update !== 'object' || Array.isArray(update)) {
    throw new MeiliError('bad_request', 'Invalid value type: expected an object.');
  }
  const defaults = defaultSettings();
  const next: Settings = structuredClone(current);
  for (const key of Object.keys(update)) {
    if (!(key in defaults)) {
      throw new MeiliError(
        'bad_request',
        `Unknown field \`${key}\`: expected one of \`${Object.keys(defaults).join('`, `')}\``,
      );
    }
  }
  const lists = [
    'displayedAttributes',
    'searchableAttributes',
    'filterableAttributes',
    'sortableAttributes',
    'stopWords',
  ] as const;
  for (const name of lists) {
    const value = update[name];
    if (value === undefined) continue;
    next[name] = value === null ? [...defaults[name]] : stringList(name, value);
  }
  if (update.rankingRules !== undefined) {
    if (update.rankingRules === null) next.rankingRules = [...DEFAULT_RANKING_RULES];
    else {
      const rules = stringList('rankingRules', update.rankingRules);
      for (const rule of rules) {
        if (!BUILT_IN_RULES.has(rule) && !parseCustomRule(rule)) {
          throw new MeiliError(
            'invalid_settings_ranking_rules',
            `Invalid value at \`.rankingRules[${rules.indexOf(rule)}]\`: \`${rule}\` ranking rule is invalid. Valid ranking rules are words, typo, sort, proximity, attribute, exactness and custom ranking rules.`,
          );
        }
      }
      next.rankingRules = rules;
    }
  }
  if (update.synonyms !== undefined) next.synonyms = update.synonyms ?? {};
  if (update.distinctAttribute !== undefined) next.distinctAttribute = update.distinctAttribute;
  if (update.typoTolerance !== undefined) {
    const typo = update.typoTolerance;
    if (typo === null) next.typoTolerance = defaults.typoTolerance;
    else {
      if (typo.enabled !== undefined) next.typoTolerance.enabled = Boolean(typo.enabled);
      if (typo.minWordSizeForTypos?.oneTypo !== undefined)
        next.typoTolerance.minWordSizeForTypos.oneTypo = typo.minWordSizeForTypos.oneTypo;
      if (typo.minWordSizeForTypos?.twoTypos !== undefined)
        next.typoTolerance.minWordSizeForTypos.twoTypos = typo.minWordSizeForTypos.twoTypos;
      const { oneTypo, twoTypos } = next.typoTolerance.minWordSizeForTypos;
      if (oneTypo > twoTypos) {
        throw new MeiliError(
          'invalid_settings_typo_tolerance',
          '`minWordSizeForTypos` setting is invalid. `oneTypo` and `twoTypos` fields should be between `0` and `255`, and `twoTypos` should be greater or equals to `oneTypo` but found `oneTypo: ' +
            `${oneTypo}\` and twoTypos: \`${twoTypos}\`.`,
        );
      }
      if (typo.disableOnWords !== undefined)
        next.typoTolerance.disableOnWords = stringList('typoTolerance', typo.disableOnWords);
      if (typo.disableOnAttributes !== undefined)
        next.typoTolerance.disableOnAttributes = stringList(
          'typoTolerance',
          typo.disableOnAttributes,
        );
    }
  }
  if (update.faceting !== undefined) {
    const faceting = update.faceting;
    if (faceting === null) next.faceting = defaults.faceting;
    else {
      if (faceting.maxValuesPerFacet !== undefined) {
        if (!Number.isInteger(faceting.maxValuesPerFacet) || faceting.maxValuesPerFacet < 0) {
          throw settingError('faceting', 'Invalid value at `.faceting.maxValuesPerFacet`.');
        }
        next.faceting.maxValuesPerFacet = faceting.maxValuesPerFacet;
      }
      if (faceting.sortFacetValuesBy !== undefined) {
        const order = faceting.sortFacetValuesBy;
        const map = typeof order === 'string' ? { '*': order } : order;
        for (const value of Object.values(map)) {
          if (value !== 'alpha' && value !== 'count') {
            throw settingError(
              'faceting',
              `Unknown value \`${value}\` at \`.faceting.sortFacetValuesBy\`: expected one of \`alpha\`, \`count\``,
            );
          }
        }
        next.faceting.sortFacetValuesBy = { '*': 'alpha', ...map };
      }
    }
  }
  if (update.pagination !== undefined) {
    const pagination = update.pagination;
    if (pagination === null) next.pagination = defaults.pagination;
    else if (pagination.maxTotalHits !== undefined) {
      if (!Number.isInteger(pagination.maxTotalHits) || pagination.maxTotalHits < 1) {
        throw settingError(
          'pagination',
          'Invalid value at `.pagination.maxTotalHits`: expected a positive integer.',
        );
      }
      next.pagination.maxTotalHits = pagination.maxTotalHits;
    }
  }
  return next;
}

/** The facet value order for one attribute (`sortFacetValuesBy`, `*` as the fallback). */
export function facetOrderFor(settings: Settings, attribute: string): FacetValuesOrder {
  return (
    settings.faceting.sortFacetValuesBy[attribute] ??
    settings.faceting.sortFacetValuesBy['*'] ??
    'alpha'
  );
}
