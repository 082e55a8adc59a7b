import { afterEach, describe, expect, it, vi } from 'vitest';

/** Counts `new Function(...)` calls (zod's eval probe) while a test runs. */
function spyOnFunctionConstructor(): { calls: number } {
  const seen = { calls: 0 };
  const Original = globalThis.Function;
  vi.stubGlobal(
    'Function',
    new Proxy(Original, {
      construct(target, args) {
        seen.calls += 1;
        return Reflect.construct(target, args);
      },
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('@forecourt/validation in a browser', () => {
  it('switches zod to jitless on import, so schemas built after it never probe eval (page CSP)', async () => {
    // A page: a window and a document (vitest's own file isolation gives this file a fresh zod).
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {});
    const probe = spyOnFunctionConstructor();
    const { IN_BROWSER, z } = await import('./index.ts');
    const schema = z.object({ name: z.string().min(1), phone: z.string().optional() });

    expect(IN_BROWSER).toBe(true);
    expect(z.config().jitless).toBe(true);
    expect(schema.parse({ name: 'Sam', extra: 1 })).toEqual({ name: 'Sam' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
    expect(probe.calls).toBe(0);
  });
});
