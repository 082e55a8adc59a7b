import { describe, expect, it } from 'vitest';
import { indexWith } from '../test/fixtures.ts';

const description =
  'This one owner Toyota Corolla comes with a full service history, new tyres, a reversing camera and the balance of factory warranty.';

const cars = [
  {
    id: 1,
    make: 'Toyota',
    model: 'Corolla Ascent',
    price: 25000,
    description,
    features: ['Cruise control', 'Reversing camera'],
  },
  { id: 2, make: 'Škoda', model: 'Octavia', price: 31000, description: 'Škoda wagon.' },
];

describe('highlight', () => {
  it('wraps matched words in <em> by default and keeps other attributes as they are', () => {
    const { index } = indexWith(cars);
    const hit = index.search({ q: 'toyota', attributesToHighlight: ['make'] }).hits[0];
    expect(hit?._formatted).toMatchObject({
      id: 1,
      make: '<em>Toyota</em>',
      model: 'Corolla Ascent',
      price: 25000,
    });
  });

  it('highlights only the matched prefix of a prefix match', () => {
    const { index } = indexWith(cars);
    const hit = index.search({ q: 'toyota cor', attributesToHighlight: ['model'] }).hits[0];
    expect(hit?._formatted?.model).toBe('<em>Cor</em>olla Ascent');
  });

  it('highlights whole words matched with a typo', () => {
    const { index } = indexWith(cars);
    const hit = index.search({ q: 'corola ', attributesToHighlight: ['model'] }).hits[0];
    expect(hit?._formatted?.model).toBe('<em>Corolla</em> Ascent');
  });

  it('uses custom tags, highlights every attribute for `*` and turns numbers into strings', () => {
    const { index } = indexWith(cars);
    const hit = index.search({
      q: 'camera 25000',
      attributesToHighlight: ['*'],
      highlightPreTag: '__ais-highlight__',
      highlightPostTag: '__/ais-highlight__',
    }).hits[0];
    expect(hit?._formatted?.price).toBe('__ais-highlight__25000__/ais-highlight__');
    expect(hit?._formatted?.id).toBe('1');
    expect(hit?._formatted?.features).toEqual([
      'Cruise control',
      'Reversing __ais-highlight__camera__/ais-highlight__',
    ]);
  });

  it('keeps the original accents in highlighted text', () => {
    const { index } = indexWith(cars);
    const hit = index.search({ q: 'skod', attributesToHighlight: ['make'] }).hits[0];
    expect(hit?._formatted?.make).toBe('<em>Škod</em>a');
  });

  it('adds no _formatted unless asked', () => {
    const { index } = indexWith(cars);
    expect(index.search({ q: 'toyota' }).hits[0]).not.toHaveProperty('_formatted');
  });

  it('gives match positions with showMatchesPosition', () => {
    const { index } = indexWith(cars);
    const hit = index.search({ q: 'corolla', showMatchesPosition: true }).hits[0];
    expect(hit?._matchesPosition).toEqual({
      model: [{ start: 0, length: 7 }],
      description: [{ start: 22, length: 7 }],
    });
  });
});

describe('crop', () => {
  it('crops to cropLength words around the match with the crop marker', () => {
    const { index } = indexWith(cars);
    const hit = index.search({
      q: 'warranty',
      attributesToCrop: ['description'],
      cropLength: 4,
    }).hits[0];
    expect(hit?._formatted?.description).toBe('…balance of factory warranty.');
  });

  it('crops from the start when nothing matches in the attribute', () => {
    const { index } = indexWith(cars);
    const hit = index.search({ q: 'ascent', attributesToCrop: ['description:3'] }).hits[0];
    expect(hit?._formatted?.description).toBe('This one owner…');
  });

  it('centres the matches and highlights inside the cropped text', () => {
    const { index } = indexWith(cars);
    const hit = index.search({
      q: 'service',
      attributesToCrop: ['description'],
      attributesToHighlight: ['description'],
      cropLength: 5,
      cropMarker: '...',
    }).hits[0];
    expect(hit?._formatted?.description).toBe('...a full <em>service</em> history, new...');
  });

  it('defaults to 10 words', () => {
    const { index } = indexWith(cars);
    const hit = index.search({ q: 'toyota', attributesToCrop: ['description'] }).hits[0];
    expect(hit?._formatted?.description).toBe(
      'This one owner Toyota Corolla comes with a full service…',
    );
  });

  it('leaves short values whole', () => {
    const { index } = indexWith(cars);
    const hit = index.search({ q: 'octavia', attributesToCrop: ['description'] }).hits[0];
    expect(hit?._formatted?.description).toBe('Škoda wagon.');
  });
});
