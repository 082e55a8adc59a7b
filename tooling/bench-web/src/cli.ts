// `pnpm bench:web`: Lighthouse (mobile) and JavaScript gzip per page of the demo dealer sites (one
// per template by default, `--site` for one), against the platform's performance targets.
// A benchmark, not a gate: exits 0 when targets are missed unless --strict. See ../README.md.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { type BenchResult, runBench } from './bench.ts';
import { parseOptions, USAGE } from './options.ts';
import {
  findingsReport,
  missedTargets,
  missedTargetsOfSites,
  resultsTable,
  scriptsReport,
  sitesSummary,
  targetsLegend,
} from './report.ts';
import { KB } from './targets.ts';

let options: ReturnType<typeof parseOptions>;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
  process.exit(2);
}
// `pnpm bench:web` runs in this package's folder: paths given are relative to where it was typed.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
if (options.json) options.json = resolve(invokedFrom, options.json);
if (options.reports) options.reports = resolve(invokedFrom, options.reports);
if (options.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

/** One site's block of the report: its table, what it missed, its audits and scripts. */
function siteReport(result: BenchResult): string[] {
  const missed = missedTargets(result.pages);
  const chromium = /(?:Headless)?Chrome\/[\d.]+/.exec(result.chromium)?.[0] ?? result.chromium;
  const inline = result.pages
    .map(
      (page) =>
        `${page.kind} ${(page.inlineScripts.gzipBytes / KB).toFixed(1)} KB gzip (${(page.inlineScripts.rawBytes / KB).toFixed(1)} KB raw)`,
    )
    .join(', ');
  return [
    '',
    `bench:web — ${result.site} at ${result.baseUrl}, ${result.runs} run(s) per page, medians`,
    `Lighthouse ${result.lighthouseVersion}, ${chromium}, benchmarkIndex ${Math.round(result.benchmarkIndex)}, ` +
      `${result.machine.cpus} CPUs, load average ${result.machine.loadStart.toFixed(1)} → ${result.machine.loadEnd.toFixed(1)} ` +
      '(scores swing with load: trust LCP, CLS, TBT and bytes more than the composite)',
    '',
    resultsTable(result.pages),
    '',
    `Inline scripts in the HTML (not in the JS column): ${inline}.`,
    '',
    missed.length
      ? `Targets missed (${missed.length}):\n${missed.map((line) => `  ✗ ${line}`).join('\n')}`
      : 'Every target met.',
    '',
    findingsReport(result.pages),
    '',
    scriptsReport(result.pages),
    ...(result.warnings.length
      ? ['', 'Lighthouse warnings:', ...result.warnings.map((w) => `  ${w}`)]
      : []),
  ];
}

const results = await runBench(options);
const missed = missedTargetsOfSites(results);
const out = [
  ...results.flatMap(siteReport),
  '',
  `Summary — ${results.length} site(s), ${options.runs} run(s) per page, medians:`,
  '',
  sitesSummary(results),
  '',
  targetsLegend(),
  missed.length
    ? `Targets missed (${missed.length}):\n${missed.map((line) => `  ✗ ${line}`).join('\n')}`
    : 'Every target met on every site.',
  '',
];
process.stdout.write(out.join('\n'));

if (options.json) {
  // One site: that site's result as before; several: { sites: [...] }.
  const json =
    results.length === 1
      ? { ...results[0], missed: missedTargets(results[0]?.pages ?? []) }
      : {
          sites: results.map((result) => ({ ...result, missed: missedTargets(result.pages) })),
          missed,
        };
  await writeFile(options.json, `${JSON.stringify(json, null, 2)}\n`);
  process.stdout.write(`Results written to ${options.json}\n`);
}
process.exit(options.strict && missed.length > 0 ? 1 : 0);
