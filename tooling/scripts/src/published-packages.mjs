// Shared by the package checks (pack-check.mjs, release-check.mjs) and the release script: the
// workspace's publishable packages, how to build and pack them, and what their output may import.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The workspace's Node 22 (the `node` devDependency), which every check runs packages on. */
export const workspaceNode = join(root, 'node_modules', 'node', 'bin', 'node');

/** Runs a command; a non-zero exit throws with the command and its output tail. */
export function run(cmd, args, { cwd = root, env = process.env, quiet = false } = {}) {
  const result = spawnSync(cmd, args, {
    cwd,
    env,
    encoding: 'utf8',
    stdio: quiet ? 'pipe' : 'inherit',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    const tail = quiet ? `\n${`${result.stdout ?? ''}${result.stderr ?? ''}`.slice(-4000)}` : '';
    throw new Error(`\`${cmd} ${args.join(' ')}\` failed (exit ${result.status}) in ${cwd}${tail}`);
  }
  return result.stdout ?? '';
}

/** Every workspace package that is not private: what `pnpm release` publishes. */
export function publishablePackages() {
  const listed = JSON.parse(run('pnpm', ['-r', 'ls', '--json', '--depth', '-1'], { quiet: true }));
  return listed
    .filter((pkg) => !pkg.private && pkg.name !== 'forecourt')
    .map((pkg) => ({
      name: pkg.name,
      version: pkg.version,
      dir: pkg.path,
      manifest: JSON.parse(readFileSync(join(pkg.path, 'package.json'), 'utf8')),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Builds every publishable package (turbo: cached when nothing changed). */
export function buildPublishable(packages) {
  run('pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--output-logs=errors-only',
    ...packages.map((pkg) => `--filter=${pkg.name}`),
  ]);
}

/** `pnpm pack` of one package into `dest` (workspace: ranges become real versions); the tarball path. */
export function pack(pkg, dest) {
  const out = run('pnpm', ['pack', '--pack-destination', dest], { cwd: pkg.dir, quiet: true });
  const tarball = out
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .reverse()
    .find((line) => line.endsWith('.tgz'));
  if (!tarball || !existsSync(tarball)) {
    throw new Error(`pnpm pack of ${pkg.name} printed no tarball:\n${out}`);
  }
  return tarball;
}

/**
 * The JavaScript entry points of an installed package's `exports`, as specifiers (wildcards such
 * as `./routes/*` expanded from the files present), and its stylesheet exports.
 */
export function exportSpecifiers(name, installedDir) {
  const manifest = JSON.parse(readFileSync(join(installedDir, 'package.json'), 'utf8'));
  const exportsField = manifest.exports ?? { '.': manifest.main };
  const scripts = [];
  const stylesheets = [];
  for (const [key, target] of Object.entries(exportsField)) {
    if (key === './package.json') continue;
    const subpath = key === '.' ? name : `${name}/${key.slice(2)}`;
    const file = typeof target === 'string' ? target : importTarget(target);
    if (!file) continue;
    if (file.endsWith('.css')) {
      if (key.includes('*')) continue;
      stylesheets.push(subpath);
      continue;
    }
    if (!key.includes('*')) {
      scripts.push(subpath);
      continue;
    }
    // `./routes/*` → `./dist/routes/*.js`: one specifier per file that matches.
    const [before, after] = file.split('*');
    const slash = before.lastIndexOf('/');
    const folder = join(installedDir, before.slice(0, slash));
    if (!existsSync(folder)) continue;
    const prefix = before.slice(slash + 1);
    for (const entry of readdirSync(folder)) {
      if (!entry.startsWith(prefix) || !entry.endsWith(after)) continue;
      const star = entry.slice(prefix.length, entry.length - after.length);
      scripts.push(subpath.replace('*', star));
    }
  }
  return { scripts, stylesheets };
}

function importTarget(target) {
  if (typeof target === 'string') return target;
  if (target === null || typeof target !== 'object') return undefined;
  // Plain Node's view: `import` then `default`; `source` is the workspace-only condition.
  return importTarget(target.import ?? target.node ?? target.default);
}

// Imports only a bundler understands: a query on the specifier (`?url`, `?raw`, `?inline`,
// `?worker`), Vite's virtual modules, and CSS files pulled in as modules.
const BUNDLER_ONLY = [
  /(?:from|import)\s*\(?\s*["'`][^"'`]+\?(?:url|raw|inline|worker|sharedworker)["'`]/,
  /(?:from|import)\s*\(?\s*["'`]virtual:[^"'`]+["'`]/,
  /import\s*["'`][^"'`]+\.(?:css|scss|less)["'`]/,
  /from\s*["'`][^"'`]+\.(?:css|scss|less)["'`]/,
];

/** Files (relative to `dir`) of a package's dist that import something only a bundler resolves. */
export function bundlerOnlyImports(dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(?:m?js|cjs)$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        for (const pattern of BUNDLER_ONLY) {
          const match = text.match(pattern);
          if (match) found.push(`${relative(dir, path)}: ${match[0]}`);
        }
      }
    }
  };
  const dist = join(dir, 'dist');
  if (existsSync(dist)) walk(dist);
  return found;
}

/**
 * Changesets that name a package which is not publishable (private apps, templates, tooling, or
 * a name that does not exist): `changeset version` refuses the whole release for one of them.
 * Returns one line per problem.
 */
export function changesetProblems(packages) {
  const publishable = new Set(packages.map((pkg) => pkg.name));
  const folder = join(root, '.changeset');
  const problems = [];
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.md') || file === 'README.md') continue;
    const text = readFileSync(join(folder, file), 'utf8');
    const frontmatter = text.match(/^---\r?\n([\s\S]*?)\r?\n---/);
    if (!frontmatter) {
      problems.push(`.changeset/${file}: no frontmatter`);
      continue;
    }
    for (const line of frontmatter[1].split(/\r?\n/)) {
      if (line.trim() === '') continue;
      const entry = line.match(/^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/);
      if (!entry) problems.push(`.changeset/${file}: cannot read "${line}"`);
      else if (!publishable.has(entry[1])) {
        problems.push(
          `.changeset/${file}: ${entry[1]} is not a publishable package (private packages are never versioned; drop the line)`,
        );
      }
    }
  }
  return problems;
}
