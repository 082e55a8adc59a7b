import { describe, expect, it } from 'vitest';
import { formatEngineSize } from './engine-size.ts';

describe('formatEngineSize', () => {
  it('shows litres to one decimal by default (vehicle-stock §9)', () => {
    expect(formatEngineSize({ engine_size_litres: 2 })).toBe('2.0L');
    expect(formatEngineSize({ engine_size_litres: 2.4, engine_size: 2393 }, 'litres')).toBe('2.4L');
    expect(formatEngineSize({ engine_size_litres: '1.5' })).toBe('1.5L');
  });

  it('rounds litres half up at the first decimal (vehicle-stock §9)', () => {
    expect(formatEngineSize({ engine_size_litres: 1.44 })).toBe('1.4L');
    expect(formatEngineSize({ engine_size_litres: 1.45 })).toBe('1.5L');
    expect(formatEngineSize({ engine_size_litres: 2.96 })).toBe('3.0L');
  });

  it('converts cc to litres when litres are missing (vehicle-stock §9)', () => {
    expect(formatEngineSize({ engine_size: 1998 })).toBe('2.0L');
    expect(formatEngineSize({ engine_size: '2755', engine_size_litres: null })).toBe('2.8L');
  });

  it('shows cc rounded when asked (vehicle-stock §9)', () => {
    expect(formatEngineSize({ engine_size: 1998, engine_size_litres: 2 }, 'cc')).toBe('1998cc');
    expect(formatEngineSize({ engine_size: '1598.4' }, 'cc')).toBe('1598cc');
  });

  it('does not invent cc from litres (vehicle-stock §9)', () => {
    expect(formatEngineSize({ engine_size_litres: 2 }, 'cc')).toBeNull();
  });

  it('returns null when the engine size is missing, zero or not a number (vehicle-stock §5 hide empty values)', () => {
    expect(formatEngineSize({})).toBeNull();
    expect(formatEngineSize({ engine_size: null, engine_size_litres: null })).toBeNull();
    expect(formatEngineSize({ engine_size_litres: 0, engine_size: 0 })).toBeNull();
    expect(formatEngineSize({ engine_size_litres: '', engine_size: 'null' })).toBeNull();
    expect(formatEngineSize({ engine_size: -5 }, 'cc')).toBeNull();
    expect(formatEngineSize({ engine_size: Number.NaN }, 'cc')).toBeNull();
  });
});
