import { makeCar } from '@forecourt/test-utils';
import { describe, expect, it } from 'vitest';
import { formatKm } from './km.ts';

describe('formatKm', () => {
  it('shows kms with thousands commas and a km unit (vehicle-stock §2)', () => {
    expect(formatKm(makeCar({ km: 45_000 }).km)).toBe('45,000 km');
    expect(formatKm(1_234_567)).toBe('1,234,567 km');
    expect(formatKm(999)).toBe('999 km');
  });

  it('rounds to whole kms (vehicle-stock §2)', () => {
    expect(formatKm(12.5)).toBe('13 km');
    expect(formatKm(0)).toBe('0 km');
  });

  it('returns null when kms are missing or invalid (vehicle-stock §5)', () => {
    expect(formatKm(null)).toBeNull();
    expect(formatKm(undefined)).toBeNull();
    expect(formatKm(Number.NaN)).toBeNull();
    expect(formatKm(-1)).toBeNull();
  });
});
