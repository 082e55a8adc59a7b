import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the work in a later task, not in the caller’s', async () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('idle'));
    ran.push('now');
    expect(ran).toEqual(['now']);
    await vi.waitFor(() => expect(ran).toEqual(['now', 'idle']));
  });

  it('uses requestIdleCallback with the timeout where the browser has it', () => {
    const callbacks: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void, _options?: { timeout?: number }) => {
      callbacks.push(callback);
      return 7;
    });
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const work = vi.fn();
    const cancel = whenIdle(work, 500);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    expect(work).not.toHaveBeenCalled();
    callbacks[0]?.();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('does not run cancelled work', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work)();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
