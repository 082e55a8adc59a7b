// @vitest-environment node
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeferredBudgetFinder } from './DeferredBudgetFinder.tsx';

const settings = {
  finance: { interest_rate: 10, term_years: 5, balloon_percent: 30, establishment_fee: 0 },
  searchPath: '/search',
  vehicles: 'cars',
  priceRange: { min: 8_990, max: 64_990 },
};

// The lazy import loads ui-kit and Radix cold: slow on a busy 2-core runner.
describe('<DeferredBudgetFinder /> on the server (site-wide §2 Find cars for your budget)', {
  timeout: 30_000,
}, () => {
  it('renders the whole budget finder into the page, its link working without scripts', async () => {
    const stream = await renderToReadableStream(
      <DeferredBudgetFinder bodies={['SUV']} settings={settings} />,
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('Find cars for your budget');
    expect(html).toContain('$52,436');
    expect(html).toContain('href="/search?range%5Bprice%5D=0%3A52436"');
    expect(html).toContain('View Cars In This Range');
  });
});
