import { describe, expect, it } from 'vitest';
import { parseFuelInput } from './parse-fuel-input.ts';

describe('parseFuelInput', () => {
  it('strips $, commas and kms from the free text (vehicle-stock §5)', () => {
    expect(parseFuelInput('$1,850 kms')).toBe(1850);
    expect(parseFuelInput('$1.70')).toBe(1.7);
    expect(parseFuelInput('250kms')).toBe(250);
    expect(parseFuelInput('1,000 KMS')).toBe(1000);
    expect(parseFuelInput(' 2.05 ')).toBe(2.05);
    expect(parseFuelInput('250 km')).toBe(250);
  });

  it('gives null when nothing numeric is left (vehicle-stock §5)', () => {
    expect(parseFuelInput('')).toBeNull();
    expect(parseFuelInput('$')).toBeNull();
    expect(parseFuelInput('kms')).toBeNull();
    expect(parseFuelInput('abc')).toBeNull();
  });
});
