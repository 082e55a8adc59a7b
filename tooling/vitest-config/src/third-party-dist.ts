import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** A file under a third-party package's `src/`, reached through its own `source` condition. */
const THIRD_PARTY_SOURCE = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\/src\/[^?]*\.tsx?$/;

interface PackageJson {
  exports?: Record<string, unknown> | string;
  module?: string;
  main?: string;
}

/** The built file a package's `.` export gives ESM importers. */
function builtEntry(dir: string): string | null {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
  const root =
    typeof pkg.exports === 'object' && pkg.exports !== null
      ? ((pkg.exports as Record<string, unknown>)['.'] ?? pkg.exports)
      : pkg.exports;
  if (typeof root === 'string') return join(dir, root);
  if (root && typeof root === 'object') {
    const conditions = root as Record<string, unknown>;
    for (const key of ['import', 'module', 'default']) {
      if (typeof conditions[key] === 'string') return join(dir, conditions[key] as string);
    }
  }
  const file = pkg.module ?? pkg.main;
  return file ? join(dir, file) : null;
}

/**
 * Workspace packages resolve through a `source` condition (their `src/`), and Vite applies a
 * condition to every package: a third-party package that also exports `source` (e.g.
 * downshift's `compute-scroll-into-view`) would be loaded from its TypeScript sources, which
 * Node and Vite refuse under node_modules. This sends those imports to the package's build.
 */
export function thirdPartyDist(): Plugin {
  return {
    name: 'forecourt:third-party-dist',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith('.') || source.startsWith('/') || source.startsWith('\0')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const match = resolved ? THIRD_PARTY_SOURCE.exec(resolved.id) : null;
      if (!resolved || !match?.[1]) return resolved;
      return builtEntry(match[1]) ?? resolved;
    },
  };
}
