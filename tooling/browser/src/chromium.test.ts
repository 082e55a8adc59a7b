import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, launchChromium } from './chromium.ts';

describe('launchChromium', () => {
  it('uses the flags for a headless, offline Chromium', () => {
    expect(CHROMIUM_ARGS).toEqual([
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ]);
  });

  it('says how to install Chromium when the binary is missing', async () => {
    await expect(launchChromium({ executablePath: '/nonexistent/chromium' })).rejects.toThrow(
      'Chromium not found at /nonexistent/chromium. Install Debian',
    );
  });
});
