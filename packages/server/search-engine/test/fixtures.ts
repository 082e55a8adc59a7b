import { type Document, SearchEngine, type SettingsUpdate } from '../src/index.ts';

/** A fixed clock so task timestamps and processing times are deterministic. */
export function fixedEngine(): SearchEngine {
  return new SearchEngine({ now: () => new Date('2026-01-01T00:00:00.000Z'), clock: () => 0 });
}

/** An engine with one index holding `documents` under `settings`. */
export function indexWith(documents: Document[], settings: SettingsUpdate = {}, uid = 'cars') {
  const engine = fixedEngine();
  const index = engine.createIndex(uid, { primaryKey: 'id' });
  index.updateSettings(settings);
  index.addDocuments(documents);
  return { engine, index };
}

/** Ids of the hits of a search response, in order. */
export function ids(response: { hits: Document[] }): unknown[] {
  return response.hits.map((hit) => hit.id);
}

const MAKES = [
  ['Toyota', ['Corolla', 'Camry', 'HiLux', 'RAV4']],
  ['Mazda', ['CX-5', 'Mazda3', 'BT-50']],
  ['Ford', ['Ranger', 'Everest', 'Focus']],
  ['Hyundai', ['i30', 'Tucson']],
] as const;
const COLOURS = ['White', 'Black', 'Silver', 'Blue', 'Red'];
const BODIES = ['Hatch', 'Sedan', 'SUV', 'Ute'];

/** Deterministic pseudo-random cars (fixed seed) for counting and paging tests. */
export function makeCars(count: number, seed = 7): Document[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const cars: Document[] = [];
  for (let i = 0; i < count; i++) {
    const [make, models] = pick(MAKES);
    cars.push({
      id: i + 1,
      make,
      model: pick(models),
      colour: pick(COLOURS),
      body: pick(BODIES),
      price: 10000 + Math.floor(next() * 40) * 1000,
      year: 2015 + Math.floor(next() * 10),
      status: next() < 0.8 ? 'in_stock' : 'sold',
    });
  }
  return cars;
}
