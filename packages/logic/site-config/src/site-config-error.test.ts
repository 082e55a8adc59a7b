import type { z } from '@forecourt/validation';
import { describe, expect, it } from 'vitest';
import { formatIssuePath, issueMessage, SiteConfigError } from './site-config-error.ts';

describe('SiteConfigError', () => {
  it('names the site and the one issue on one line', () => {
    const error = new SiteConfigError('acme', [
      { path: 'template', message: 'expected one of classic | group | oem' },
    ]);
    expect(error.name).toBe('SiteConfigError');
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe(
      'Invalid site config "acme": template: expected one of classic | group | oem',
    );
  });

  it('lists several issues one per line', () => {
    const error = new SiteConfigError(null, [
      { path: 'slug', message: 'required' },
      { path: 'name', message: 'required' },
    ]);
    expect(error.message).toBe(
      'Invalid site config (no slug): 2 issues\n  - slug: required\n  - name: required',
    );
  });
});

describe('formatIssuePath', () => {
  it('writes indexes in brackets and keys with dots', () => {
    expect(formatIssuePath(['locations', 0, 'contact_detail', 'opening_hours', 2, 'weekday'])).toBe(
      'locations[0].contact_detail.opening_hours[2].weekday',
    );
    expect(formatIssuePath([3])).toBe('[3]');
    expect(formatIssuePath([])).toBe('(root)');
  });
});

describe('issueMessage', () => {
  const issue = (value: Record<string, unknown>) =>
    ({ path: [], message: 'zod text', ...value }) as unknown as z.core.$ZodIssue;

  it('reads a single allowed value as "expected X"', () => {
    expect(issueMessage(issue({ code: 'invalid_value', values: ['oem'], input: 'x' }))).toBe(
      'expected oem',
    );
  });

  it('names several unknown keys', () => {
    expect(issueMessage(issue({ code: 'unrecognized_keys', keys: ['a', 'b'] }))).toBe(
      'unknown keys "a", "b"',
    );
  });

  it('describes lengths and bounds', () => {
    const small = { code: 'too_small', inclusive: true, input: 'x' };
    const big = { code: 'too_big', inclusive: true, input: 'x' };
    expect(issueMessage(issue({ ...small, origin: 'string', minimum: 3 }))).toBe(
      'must be at least 3 characters',
    );
    expect(issueMessage(issue({ ...small, origin: 'array', minimum: 1 }))).toBe(
      'must have at least 1 item',
    );
    expect(issueMessage(issue({ ...small, origin: 'number', minimum: 0, inclusive: false }))).toBe(
      'must be > 0',
    );
    expect(issueMessage(issue({ ...big, origin: 'string', maximum: 1 }))).toBe(
      'must be at most 1 character',
    );
    expect(issueMessage(issue({ ...big, origin: 'array', maximum: 2 }))).toBe(
      'must have at most 2 items',
    );
    expect(issueMessage(issue({ ...big, origin: 'number', maximum: 5, inclusive: false }))).toBe(
      'must be < 5',
    );
  });

  it('describes an array given where an object was expected', () => {
    expect(issueMessage(issue({ code: 'invalid_type', expected: 'object', input: [] }))).toBe(
      'expected object, received array',
    );
  });

  it('falls back to the schema message for other codes', () => {
    expect(issueMessage(issue({ code: 'custom', message: 'duplicate domain "a.com"' }))).toBe(
      'duplicate domain "a.com"',
    );
  });
});
