#!/usr/bin/env node
// `pnpm check:release`: the release works end to end, offline but for 127.0.0.1.
//
//   1. starts Verdaccio (a local npm registry) on 127.0.0.1 at a free port, storage in a temporary
//      directory; `@forecourt/*` is served only from what is published to it (no uplink), other
//      packages go through its uplink to the npm registry npm is configured with,
//   2. publishes every publishable package to it with `pnpm release --publish-only` and checks
//      each version is there,
//   3. copies examples/consumer (a plain Vite + React app outside the workspace) to a temporary
//      directory, installs it with npm from that Verdaccio — @forecourt/ui-kit, @forecourt/format,
//      @forecourt/finance — and checks every @forecourt/* package came from 127.0.0.1,
//   4. builds it with Vite and renders it in Chromium, asserting text from each package and
//      that the packages' stylesheets (URLs registered by the app) styled the page.
//
// Any failure exits non-zero with the reason. --keep leaves the temporary directory.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { publishablePackages, root, run, workspaceNode } from './published-packages.mjs';

const keep = process.argv.includes('--keep');
const log = (message) => console.log(`[release-check] ${message}`);
const started = Date.now();
const CONSUMED = ['@forecourt/ui-kit', '@forecourt/format', '@forecourt/finance'];
// TOOLCHAIN.md: Debian's Chromium, headless, no network of its own.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const work = mkdtempSync(join(tmpdir(), 'forecourt-release-check-'));
let verdaccio;
let failure;
try {
  // npm's own registry setting, read outside the workspace: Verdaccio's uplink for third parties.
  const upstream = run('npm', ['config', 'get', 'registry'], { cwd: work, quiet: true }).trim();

  // 1. Verdaccio
  const storage = join(work, 'storage');
  const configPath = join(work, 'verdaccio.yaml');
  writeFileSync(
    configPath,
    `storage: ${storage}
auth:
  htpasswd:
    file: ${join(work, 'htpasswd')}
    max_users: 10
uplinks:
  upstream:
    url: ${upstream}
    timeout: 60s
packages:
  '@forecourt/*':
    access: $all
    publish: $authenticated
  '**':
    access: $all
    publish: $authenticated
    proxy: upstream
server:
  keepAliveTimeout: 60
log: { type: stdout, format: pretty, level: warn }
`,
  );
  verdaccio = spawn(
    workspaceNode,
    [join(root, 'tooling', 'scripts', 'src', 'verdaccio-server.mjs'), configPath],
    { cwd: join(root, 'tooling', 'scripts'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Verdaccio did not start in 60 s:\n${output}`)),
      60_000,
    );
    const read = (chunk) => {
      output += chunk;
      const match = output.match(/VERDACCIO_PORT (\d+)/);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    verdaccio.stdout.on('data', read);
    verdaccio.stderr.on('data', read);
    verdaccio.on('exit', (code) => reject(new Error(`Verdaccio exited (${code}):\n${output}`)));
  });
  const registry = `http://127.0.0.1:${port}/`;
  log(`Verdaccio on ${registry} (uplink for third-party packages: ${upstream})`);

  // A throwaway user (htpasswd in the temporary directory) and a userconfig holding its token.
  const user = await fetch(`${registry}-/user/org.couchdb.user:release-check`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release-check', password: 'release-check-throwaway' }),
  });
  const { token } = await user.json();
  if (!user.ok || !token) throw new Error(`Verdaccio refused the throwaway user (${user.status})`);
  const npmrc = join(work, 'npmrc');
  writeFileSync(npmrc, `registry=${registry}\n//127.0.0.1:${port}/:_authToken=${token}\n`);
  const env = {
    ...process.env,
    NPM_CONFIG_USERCONFIG: npmrc,
    npm_config_userconfig: npmrc,
    FORECOURT_REGISTRY: registry,
    NPM_CONFIG_REGISTRY: registry,
    npm_config_registry: registry,
  };

  // 2. publish everything
  const packages = publishablePackages();
  run(workspaceNode, [join(root, 'tooling', 'scripts', 'src', 'release.mjs'), '--publish-only'], {
    env,
  });
  const missing = [];
  // The integrity Verdaccio holds for each published version, read once now: after the
  // consumer's install the registry is not asked again (a busy CI host has refused those
  // late requests with "fetch failed").
  const integrities = new Map();
  for (const pkg of packages) {
    const packument = await registryJson(`${registry}${pkg.name.replace('/', '%2f')}`);
    const version = packument?.versions?.[pkg.version];
    if (!version) missing.push(`${pkg.name}@${pkg.version}`);
    else integrities.set(`${pkg.name}@${pkg.version}`, version.dist?.integrity);
  }
  if (missing.length > 0) throw new Error(`not in the registry after publishing: ${missing}`);
  log(`published ${packages.length} packages`);

  // 3. the consumer, outside the workspace, from the registry
  const consumer = join(work, 'consumer');
  cpSync(join(root, 'examples', 'consumer'), consumer, {
    recursive: true,
    filter: (path) => !/[/\\](?:node_modules|dist)(?:[/\\]|$)/.test(path),
  });
  const manifest = JSON.parse(readFileSync(join(consumer, 'package.json'), 'utf8'));
  for (const name of CONSUMED) {
    const published = packages.find((pkg) => pkg.name === name);
    if (!published) throw new Error(`${name} is not a publishable package`);
    manifest.dependencies[name] = published.version;
  }
  writeFileSync(join(consumer, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: consumer, env });
  const lock = JSON.parse(readFileSync(join(consumer, 'package-lock.json'), 'utf8'));
  const forecourt = Object.entries(lock.packages).filter(([path]) =>
    path.includes('node_modules/@forecourt/'),
  );
  // npm leaves `resolved` out of the lockfile for some configurations (the registry's own
  // packages); then the tarball's integrity must be the one Verdaccio holds for that version.
  const fromRegistry = ([, entry]) => {
    if (entry.resolved) return entry.resolved.startsWith(registry);
    const integrity = integrities.get(`${entry.name}@${entry.version}`);
    return Boolean(integrity) && integrity === entry.integrity;
  };
  const named = forecourt.map(([path, entry]) => [
    path,
    { ...entry, name: entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 13) },
  ]);
  const checks = named.map(fromRegistry);
  const elsewhere = named.filter((_, index) => !checks[index]);
  if (forecourt.length < CONSUMED.length || elsewhere.length > 0) {
    throw new Error(
      `@forecourt/* must come from ${registry}: ${elsewhere.map(([path, entry]) => `${path} ← ${entry.resolved}`).join(', ') || 'none installed'}`,
    );
  }
  log(`consumer installed ${forecourt.length} @forecourt/* packages from Verdaccio`);

  // 4. build and render
  run(workspaceNode, [join(consumer, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: consumer,
    env,
  });
  await renderAndCheck(join(consumer, 'dist'));
  log(`OK in ${Math.round((Date.now() - started) / 1000)} s`);
} catch (error) {
  failure = error;
} finally {
  if (verdaccio && verdaccio.exitCode === null) verdaccio.kill('SIGTERM');
  if (keep) log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
if (failure) {
  console.error(`[release-check] FAILED: ${failure.stack ?? failure}`);
  process.exit(1);
}
process.exit(0);

/** GETs a registry document, retrying a refused connection a few times (Verdaccio under load). */
async function registryJson(url) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url);
      return response.ok ? await response.json() : undefined;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Serves the built storefront on 127.0.0.1 and checks it in Chromium. */
async function renderAndCheck(dist) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        problems.push(`console error: ${message.text()} (${message.location().url})`);
      }
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(url)) problems.push(`request off 127.0.0.1: ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const expectText = async (text, from) => {
      const locator = page.getByText(text, { exact: typeof text === 'string' }).first();
      try {
        await locator.waitFor({ state: 'visible', timeout: 15_000 });
      } catch {
        problems.push(`no visible "${text}" (from ${from})`);
      }
    };
    await expectText('$24,990', '@forecourt/format formatCurrency');
    // The badge's text is its count then a visually hidden label.
    await expectText(/^99\+ saved cars$/, '@forecourt/ui-kit Badge');
    await expectText('How it works', '@forecourt/finance FinanceSteps');
    await expectText('Purchase your vehicle', '@forecourt/finance FinanceSteps');
    // The stylesheets reached the page through the registered URLs: ui-kit's badge is an inline
    // flex box and finance's steps list a grid, neither of which the browser does by itself.
    const styles = await page.evaluate(() => ({
      badge: getComputedStyle(document.querySelector('.fc-badge')).display,
      steps: getComputedStyle(document.querySelector('.fc-finance-steps__list')).display,
    }));
    if (styles.badge !== 'inline-flex') {
      problems.push(`ui-kit styles.css not applied (.fc-badge display ${styles.badge})`);
    }
    if (styles.steps !== 'grid') {
      problems.push(`finance.css not applied (.fc-finance-steps__list display ${styles.steps})`);
    }
    if (problems.length > 0)
      throw new Error(`the consumer page in Chromium:\n  ${problems.join('\n  ')}`);
    log('Chromium: text from ui-kit, format and finance visible; their stylesheets applied');
  } finally {
    await browser.close();
    server.close();
  }
}
