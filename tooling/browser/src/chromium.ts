import { existsSync } from 'node:fs';
import { type Browser, chromium, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`); never a downloaded browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags for a quiet, offline, headless Chromium on a CI machine or in a container. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Options of {@link launchChromium}. */
export interface LaunchChromiumOptions extends Omit<LaunchOptions, 'executablePath'> {
  /** Defaults to `$CHROMIUM_PATH`, else `/usr/bin/chromium`. */
  executablePath?: string;
}

/**
 * Launches Debian's Chromium with playwright-core and {@link CHROMIUM_ARGS} (plus any `args`
 * given). Fails with the install command when the binary is missing.
 */
export async function launchChromium(options: LaunchChromiumOptions = {}): Promise<Browser> {
  const {
    executablePath = process.env.CHROMIUM_PATH || CHROMIUM_PATH,
    args = [],
    ...rest
  } = options;
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Install Debian's Chromium with ` +
        '`apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH); ' +
        'never `playwright install`.',
    );
  }
  return chromium.launch({
    ...rest,
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...args],
  });
}
