import type { SearchEngineAdapter } from './engine.ts';
import { ItemsJsAdapter } from './itemsjs.ts';
import { MiniSearchAdapter } from './minisearch.ts';
import { OramaAdapter } from './orama.ts';
import { OursAdapter } from './ours.ts';

/** Our engine, as shipped (facet cache on) and with the facet cache off. */
export const OUR_ENGINES = ['ours', 'ours-nocache'] as const;
/** The peers `--peers` chooses from. */
export const PEERS = ['orama', 'minisearch', 'itemsjs'] as const;

export type EngineKey = (typeof OUR_ENGINES)[number] | (typeof PEERS)[number];

export const ENGINES: Record<EngineKey, () => SearchEngineAdapter> = {
  ours: () => new OursAdapter({ facetCache: true }),
  'ours-nocache': () => new OursAdapter({ facetCache: false }),
  orama: () => new OramaAdapter(),
  minisearch: () => new MiniSearchAdapter(),
  itemsjs: () => new ItemsJsAdapter(),
};

export function isPeer(key: EngineKey): boolean {
  return (PEERS as readonly string[]).includes(key);
}
