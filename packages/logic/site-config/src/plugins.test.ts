import { describe, expect, it } from 'vitest';
import { pluginUrl } from './plugins.ts';

describe('pluginUrl (site-wide §3 plugins)', () => {
  const car = { vin: 'JTM BF REV1', regplate: '123ABC', stocknum: 'S-9' };

  it("fills {vin}, {rego} and {stocknum} with the car's values, URL-encoded", () => {
    expect(pluginUrl('https://r.example/a?vin={vin}&rego={rego}&s={stocknum}', car)).toBe(
      'https://r.example/a?vin=JTM%20BF%20REV1&rego=123ABC&s=S-9',
    );
  });

  it('gives no link without a template', () => {
    expect(pluginUrl(null, car)).toBeNull();
  });

  it('gives no link when the car lacks a value the template names', () => {
    expect(pluginUrl('https://r.example/a?vin={vin}', { ...car, vin: null })).toBeNull();
    expect(pluginUrl('https://r.example/a?rego={rego}', { ...car, regplate: '  ' })).toBeNull();
    expect(pluginUrl('https://r.example/check', { vin: null })).toBe('https://r.example/check');
  });
});
