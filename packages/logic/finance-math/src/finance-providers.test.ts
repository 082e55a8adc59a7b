import { describe, expect, it } from 'vitest';
import { FINANCE_PROVIDER_KEYS, financeProviderKey } from './finance-providers.ts';

describe('financeProviderKey', () => {
  it('lists the seven providers the spec names (vehicle-stock §3, §5)', () => {
    expect([...FINANCE_PROVIDER_KEYS].sort()).toEqual([
      '360_finance',
      'angle',
      'ausloans',
      'manual',
      'nissan_finance',
      'powertorque',
      'taurus',
    ]);
  });

  it('maps spelled-out names to keys (vehicle-stock §5)', () => {
    expect(financeProviderKey('360 Finance')).toBe('360_finance');
    expect(financeProviderKey('AusLoans')).toBe('ausloans');
    expect(financeProviderKey('Nissan-Finance')).toBe('nissan_finance');
    expect(financeProviderKey(' Taurus ')).toBe('taurus');
    expect(financeProviderKey('nissan_finance')).toBe('nissan_finance');
  });

  it('gives null for unknown or missing providers (vehicle-stock §5)', () => {
    expect(financeProviderKey('acme_credit')).toBeNull();
    expect(financeProviderKey('')).toBeNull();
    expect(financeProviderKey(null)).toBeNull();
    expect(financeProviderKey(undefined)).toBeNull();
  });
});
