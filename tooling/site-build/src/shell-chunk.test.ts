import { describe, expect, it } from 'vitest';
import { shellChunk, shellModulesOf } from './shell-chunk.mjs';

const ROOT = '/repo';
const chunk = (fileName, moduleIds, imports = [], facadeModuleId = null) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  facadeModuleId,
});

/** A client bundle: the root route, a route, chunks they share, the framework. */
function bundle() {
  const files = [
    chunk(
      'assets/root-a.js',
      [
        '/repo/apps/group/src/root.tsx',
        '/repo/apps/group/src/root.tsx?__react-router-build-client-route',
      ],
      ['assets/framework-b.js', 'assets/site-context-c.js', 'assets/Icon-d.js'],
      '/repo/apps/group/src/root.tsx?__react-router-build-client-route',
    ),
    chunk('assets/framework-b.js', ['/repo/node_modules/react/index.js']),
    chunk(
      'assets/site-context-c.js',
      ['/repo/packages/features/site-shell/src/site-context.tsx'],
      ['assets/tokens-e.js'],
    ),
    chunk('assets/tokens-e.js', ['/repo/packages/ui/ui-kit/src/tokens.ts']),
    chunk('assets/Icon-d.js', ['/repo/packages/ui/ui-kit/src/Icon.tsx']),
    chunk(
      'assets/car-f.js',
      ['/repo/packages/features/vdp/src/routes/car.tsx'],
      ['assets/framework-b.js', 'assets/Icon-d.js', 'assets/Carousel-g.js'],
      '/repo/packages/features/vdp/src/routes/car.tsx',
    ),
    chunk('assets/Carousel-g.js', ['/repo/packages/ui/ui-kit/src/Carousel.tsx']),
    { type: 'asset', fileName: 'assets/shell-h.css' },
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

describe('the shell chunk (first-load JavaScript)', () => {
  it('lists the modules of the root chunk and every chunk it imports statically, framework aside', () => {
    expect(shellModulesOf(bundle(), { root: ROOT })).toEqual([
      'apps/group/src/root.tsx',
      'apps/group/src/root.tsx?__react-router-build-client-route',
      'packages/features/site-shell/src/site-context.tsx',
      'packages/ui/ui-kit/src/Icon.tsx',
      'packages/ui/ui-kit/src/tokens.ts',
    ]);
  });

  it('lists nothing for a bundle without a root route (a build that is not a site)', () => {
    const { 'assets/root-a.js': _root, ...rest } = bundle();
    expect(shellModulesOf(rest, { root: ROOT })).toEqual([]);
  });

  it('groups exactly the listed modules into `shell`, and nothing without a list', () => {
    const listed = new URL('./fixtures/shell-modules.json', import.meta.url);
    const { groups } = shellChunk({ modulesIn: listed.pathname, root: ROOT });
    expect(groups).toHaveLength(1);
    expect(groups[0].name).toBe('shell');
    expect(groups[0].test('/repo/packages/ui/ui-kit/src/Icon.tsx')).toBe(true);
    expect(groups[0].test('/repo/packages/ui/ui-kit/src/Carousel.tsx')).toBe(false);
    expect(shellChunk({ modulesIn: '/nonexistent/list.json', root: ROOT }).groups).toEqual([]);
    expect(shellChunk({ modulesIn: '', root: ROOT }).groups).toEqual([]);
  });
});
