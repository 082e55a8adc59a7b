#!/usr/bin/env node
// Per-site build: `pnpm build:site <slug>...`, `pnpm build:sites` (= --all).
//
// For each site: resolve configs/<slug>.json (defaults ← template preset ← site) with
// @forecourt/site-config, pick the app of the site's template (apps/<template>, or the classic app
// while that template has none), and build it with React Router + Vite with the site's PUBLIC
// config baked in (FORECOURT_SITE_CONFIG → the `virtual:forecourt/site` module; server-only
// fields such as the search key and the lead webhook never reach a bundle) into
// dist/sites/<slug>/{client,server}. A site whose inputs (build script, app, the workspace
// packages it uses, its config, the lockfile) hash to the value in dist/sites/<slug>/.build-hash
// is skipped, so `--all` rebuilds only what changed (--force rebuilds anyway).
//
// `--dev <slug>` runs the app's Vite dev server for that site instead (API proxied to
// FORECOURT_API_URL, default http://localhost:4000).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const self = fileURLToPath(import.meta.url);
const [major, minor] = process.versions.node.split('.').map(Number);

// Workspace packages resolve to their sources through the `source` condition, and React
// Router needs Node 22.22 or newer: re-run on the workspace's Node 22 with the condition.
if (
  !process.execArgv.includes('--conditions=source') ||
  major < 22 ||
  (major === 22 && minor < 22)
) {
  const workspaceNode = join(root, 'node_modules', 'node', 'bin', 'node');
  const node = major >= 23 || (major === 22 && minor >= 22) ? process.execPath : workspaceNode;
  const child = spawn(
    node,
    [
      '--conditions=source',
      '--disable-warning=ExperimentalWarning',
      self,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('error', (error) => {
    console.error(`[build-site] could not start Node 22 (${node}): ${error.message}`);
    console.error('[build-site] run it as `pnpm build:site <slug>` after `pnpm install`.');
    process.exit(1);
  });
  child.on('exit', (code) => process.exit(code ?? 1));
  await new Promise(() => {}); // the child's exit ends this process
}

const { publicSiteConfig, resolveSiteConfig, SiteConfigError } = await import(
  '@forecourt/site-config'
);

const CONFIGS = join(root, 'configs');
const SITES_DIST = join(root, 'dist', 'sites');
const FALLBACK_APP = 'classic';
/** The root route's modules of a site's last build (see the shell chunk in buildSite). */
const SHELL_MODULES = 'shell-modules.json';
const IGNORED_DIRS = new Set([
  'node_modules',
  'dist',
  'build',
  '.react-router',
  '.turbo',
  'coverage',
]);

const log = (message) => console.log(`[build-site] ${message}`);

function usage(code) {
  console.log(`usage: build-site.mjs <slug>... [--force]
       build-site.mjs --all [--force]      every site in configs/, skipping unchanged ones
       build-site.mjs --dev <slug>         the Vite dev server for one site
sites: ${siteSlugs().join(', ')}`);
  process.exit(code);
}

/** Site slugs: one per configs/<slug>.json (or .ts). */
function siteSlugs() {
  return readdirSync(CONFIGS)
    .filter((file) => /^[a-z0-9-]+\.(json|ts)$/.test(file))
    .map((file) => file.replace(/\.(json|ts)$/, ''))
    .sort();
}

async function readSiteConfig(slug) {
  const json = join(CONFIGS, `${slug}.json`);
  const ts = join(CONFIGS, `${slug}.ts`);
  if (existsSync(json)) return { file: json, raw: JSON.parse(await readFile(json, 'utf8')) };
  if (existsSync(ts)) return { file: ts, raw: (await import(pathToFileURL(ts).href)).default };
  throw new Error(`no site config configs/${slug}.json (sites: ${siteSlugs().join(', ')})`);
}

/** apps/<template> when it is a React Router app, else the classic app (logged). */
function appFor(slug, template) {
  const own = join(root, 'apps', template);
  if (existsSync(join(own, 'react-router.config.ts'))) return { name: template, dir: own };
  log(
    `${slug}: template "${template}" has no app yet (apps/${template}); ` +
      `building it with the ${FALLBACK_APP} app so the site is served.`,
  );
  return { name: FALLBACK_APP, dir: join(root, 'apps', FALLBACK_APP) };
}

/** Every file under a folder, skipping build outputs and dependencies, in a stable order. */
function filesUnder(dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (IGNORED_DIRS.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  walk(dir);
  return files.sort();
}

/**
 * Folders of the workspace packages a package depends on, transitively (workspace:* only). The
 * app's own devDependencies count too: its build tooling (@forecourt/site-build's Vite config)
 * shapes the output as much as its code does.
 */
function workspaceDependencies(packageDir, seen = new Set(), { dev = false } = {}) {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const deps = {
    ...manifest.dependencies,
    ...manifest.peerDependencies,
    ...(dev ? manifest.devDependencies : {}),
  };
  for (const [name, version] of Object.entries(deps)) {
    if (!String(version).startsWith('workspace:')) continue;
    const link = join(packageDir, 'node_modules', ...name.split('/'));
    if (!existsSync(link)) continue;
    const dir = realpathSync(link);
    if (seen.has(dir)) continue;
    seen.add(dir);
    workspaceDependencies(dir, seen);
  }
  return seen;
}

/**
 * The build's inputs as one hash: this script, the app, the workspace packages the app uses
 * (so a change to a logic package rebuilds the sites), the site's config and its resolved public
 * config, and the lockfile.
 */
function inputsHash({ app, configFile, publicConfig }) {
  const hash = createHash('sha256');
  const add = (label, content) => {
    hash.update(`${label}\0`);
    hash.update(content);
    hash.update('\0');
  };
  add('script', readFileSync(self));
  add('app', app.name);
  add('config', readFileSync(configFile));
  add('public-config', JSON.stringify(publicConfig));
  add('lockfile', readFileSync(join(root, 'pnpm-lock.yaml')));
  const folders = [
    app.dir,
    ...[...workspaceDependencies(app.dir, new Set(), { dev: true })].sort(),
  ];
  for (const folder of folders) {
    for (const file of filesUnder(folder)) add(relative(root, file), readFileSync(file));
  }
  return hash.digest('hex');
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(output))));
  });
}

/**
 * A header logo must be seen on the header (site-wide §1 theming; WCAG 2.1 SC 1.4.11): the logo
 * the header shows is drawn on the header's surface colour and refused, naming its field, when
 * more than a tenth of it falls below 3:1 (see logoContrast). Demo logos (`/media/sites/{slug}/
 * logo.svg`) are the ones the platform draws; a logo on another host cannot be fetched by the
 * build and is reported as not checked.
 */
async function checkHeaderLogo(site) {
  const field = site.theme.header_logo_url
    ? 'theme.header_logo_url'
    : site.theme.logo_url
      ? 'theme.logo_url'
      : site.logo.url
        ? 'logo.url'
        : null;
  if (!field) return;
  const url = site.theme.header_logo_url ?? site.theme.logo_url ?? site.logo.url;
  const surface = site.theme.colors[site.layout.header_surface];
  const demo = /^\/media\/sites\/([a-z0-9-]+)\/logo\.svg$/.exec(url);
  if (!demo || !surface) {
    log(`${site.slug}: ${field} (${url}) not checked against the header: the build cannot draw it`);
    return;
  }
  const { DEMO_SITES, demoSiteLogoSvg } = await import('@forecourt/sample-data');
  const svg = demoSiteLogoSvg(demo[1], DEMO_SITES);
  if (!svg) throw new Error(`configs/${site.slug}: ${field}: ${url} is not a demo site's logo`);
  const { logoContrast } = await import('@forecourt/site-build/logo-contrast');
  const result = await logoContrast(Buffer.from(svg), surface);
  if (!result.visible) {
    throw new SiteConfigError(site.slug, [
      {
        path: field,
        message: `${Math.round(result.invisibleShare * 100)}% of the logo is below 3:1 against the header (layout.header_surface ${site.layout.header_surface}, ${surface}); give a logo that reads on it in theme.header_logo_url`,
      },
    ]);
  }
}

async function prepare(slug) {
  const { file, raw } = await readSiteConfig(slug);
  if (raw.slug !== slug) {
    throw new Error(`configs/${slug}: its slug is "${raw.slug}"; the file name must match it`);
  }
  const resolved = resolveSiteConfig(raw);
  await checkHeaderLogo(resolved);
  const publicConfig = publicSiteConfig(resolved);
  const app = appFor(slug, resolved.template);
  return { slug, configFile: file, publicConfig, app, template: resolved.template };
}

/**
 * A shell list to start a site's first build from: that of another site built with the same app
 * (the root's modules rarely differ between sites of one template), so `--all` on a fresh clone
 * builds most sites once. Null when there is none.
 */
async function sameAppShellList(appName) {
  if (!existsSync(SITES_DIST)) return null;
  for (const entry of readdirSync(SITES_DIST)) {
    const info = join(SITES_DIST, entry, 'build-info.json');
    const list = join(SITES_DIST, entry, SHELL_MODULES);
    if (!existsSync(info) || !existsSync(list)) continue;
    try {
      if (JSON.parse(await readFile(info, 'utf8')).app === appName)
        return await readFile(list, 'utf8');
    } catch {
      // an unreadable build-info: not a candidate
    }
  }
  return null;
}

async function buildSite(slug, { force }) {
  const started = performance.now();
  const site = await prepare(slug);
  const hash = inputsHash(site);
  const outDir = join(SITES_DIST, slug);
  const hashFile = join(outDir, '.build-hash');
  const current = existsSync(hashFile) ? (await readFile(hashFile, 'utf8')).trim() : null;
  if (!force && current === hash && existsSync(join(outDir, 'server', 'index.js'))) {
    log(`${slug}: up to date (inputs ${hash.slice(0, 12)}), skipped. --force rebuilds it.`);
    return { slug, skipped: true, ms: performance.now() - started };
  }
  log(`${slug}: building the ${site.app.name} app (template ${site.template}) ...`);
  // Build next to the live folder and swap it in, so a running server never sees half a build.
  const temporary = join(SITES_DIST, `.${slug}.building-${process.pid}`);
  await rm(temporary, { recursive: true, force: true });
  await mkdir(SITES_DIST, { recursive: true });
  // The shell chunk (tooling/site-build/src/shell-chunk.mjs): each build groups the root's
  // modules by the list of the previous one and writes its own; when the two differ (first
  // build, or the root's imports changed) the site is built once more with the new list.
  const shellList = join(outDir, SHELL_MODULES);
  const learnt = `${temporary}.${SHELL_MODULES}`;
  let given = existsSync(shellList)
    ? await readFile(shellList, 'utf8')
    : await sameAppShellList(site.app.name);
  try {
    for (let pass = 1; ; pass++) {
      const listIn = `${temporary}.given.${SHELL_MODULES}`;
      if (given !== null) await writeFile(listIn, given);
      await rm(temporary, { recursive: true, force: true });
      await run(
        process.execPath,
        [join(site.app.dir, 'node_modules', '@react-router', 'dev', 'bin.cjs'), 'build'],
        {
          cwd: site.app.dir,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            FORECOURT_BUILD_DIR: temporary,
            FORECOURT_SITE_CONFIG: JSON.stringify(site.publicConfig),
            FORECOURT_SHELL_MODULES: given === null ? '' : listIn,
            FORECOURT_SHELL_MODULES_OUT: learnt,
          },
        },
      );
      await rm(listIn, { force: true });
      const list = await readFile(learnt, 'utf8');
      await rm(learnt, { force: true });
      const settled = list === given;
      given = list;
      if (settled || pass === 2) break;
      log(`${slug}: the root's modules changed; building again with them as one chunk ...`);
    }
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw new Error(`${slug}: the ${site.app.name} app failed to build:\n${error.message}`);
  }
  await writeFile(join(temporary, SHELL_MODULES), given);
  await writeFile(
    join(temporary, 'build-info.json'),
    `${JSON.stringify(
      { slug, template: site.template, app: site.app.name, inputs: hash, built_at: new Date() },
      null,
      2,
    )}\n`,
  );
  // The server build is ESM; say so, so any Node loads it as such.
  await writeFile(join(temporary, 'server', 'package.json'), '{ "type": "module" }\n');
  await writeFile(join(temporary, '.build-hash'), `${hash}\n`);
  const previous = join(SITES_DIST, `.${slug}.previous-${process.pid}`);
  if (existsSync(outDir)) await rename(outDir, previous);
  await rename(temporary, outDir);
  await rm(previous, { recursive: true, force: true });
  const ms = performance.now() - started;
  log(`${slug}: built into ${relative(root, outDir)}/ in ${(ms / 1000).toFixed(1)} s`);
  return { slug, skipped: false, ms };
}

async function devServer(slug) {
  const site = await prepare(slug);
  log(
    `${slug}: Vite dev server of the ${site.app.name} app (API: ${process.env.FORECOURT_API_URL || 'http://localhost:4000'})`,
  );
  const child = spawn(
    process.execPath,
    [join(site.app.dir, 'node_modules', '@react-router', 'dev', 'bin.cjs'), 'dev'],
    {
      cwd: site.app.dir,
      stdio: 'inherit',
      env: { ...process.env, FORECOURT_SITE_CONFIG: JSON.stringify(site.publicConfig) },
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const positional = args.filter((arg) => !arg.startsWith('--'));
if (args.includes('--help') || args.includes('-h')) usage(0);
if (args.includes('--dev')) {
  if (positional.length !== 1) usage(2);
  await devServer(positional[0]);
} else {
  const slugs = args.includes('--all') ? siteSlugs() : positional;
  if (slugs.length === 0) usage(2);
  const started = performance.now();
  let failed = 0;
  const results = [];
  for (const slug of slugs) {
    try {
      results.push(await buildSite(slug, { force }));
    } catch (error) {
      failed += 1;
      console.error(`[build-site] ${error.message}`);
    }
  }
  const built = results.filter((result) => !result.skipped).length;
  log(
    `${built} built, ${results.length - built} up to date, ${failed} failed ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(failed ? 1 : 0);
}
