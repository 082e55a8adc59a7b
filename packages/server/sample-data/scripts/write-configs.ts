// Writes configs/<slug>.json for every demo site from DEMO_SITES and the generated dealerships
// and locations: `pnpm --filter @forecourt/sample-data write-configs`. The seed's `now` only moves
// holiday hours and stock, neither of which a config file holds, so the files do not churn.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { demoSiteConfigFile } from '../src/demo-site-config.ts';
import { generateSampleData } from '../src/generate-sample-data.ts';

const CONFIGS = fileURLToPath(new URL('../../../../configs/', import.meta.url));
const data = generateSampleData({ now: '2026-11-22T00:00:00.000Z' });
for (const site of data.sites) {
  const file = `${CONFIGS}${site.slug}.json`;
  writeFileSync(file, `${JSON.stringify(demoSiteConfigFile(site, data), null, 2)}\n`);
  console.log(`wrote configs/${site.slug}.json`);
}
