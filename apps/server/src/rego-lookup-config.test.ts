import { describe, expect, it } from 'vitest';
import { readRegoLookupConfig } from './config.ts';

describe('FORECOURT_REGO_LOOKUP_URL / _KEY (vehicle-stock §7 rego lookup)', () => {
  it("is off when unset: plates are looked up among the platform's own cars", () => {
    expect(readRegoLookupConfig({})).toBeUndefined();
  });

  it('names a registry service over http(s), with its key', () => {
    expect(
      readRegoLookupConfig({
        FORECOURT_REGO_LOOKUP_URL: 'https://rego.example.com/v1/plates',
        FORECOURT_REGO_LOOKUP_KEY: ' k1 ',
      }),
    ).toEqual({ url: 'https://rego.example.com/v1/plates', apiKey: 'k1' });
  });

  it('refuses anything but an http(s) URL, naming the variable', () => {
    expect(() => readRegoLookupConfig({ FORECOURT_REGO_LOOKUP_URL: 'ftp://x' })).toThrow(
      /FORECOURT_REGO_LOOKUP_URL/,
    );
  });
});
