import { describe, expect, it } from 'vitest';
import {
  assetPaths,
  DEFAULT_RESULTS_PATH,
  firstInStockCarPath,
  firstLocationPath,
  hostResolverRules,
  imagePaths,
  parseOptions,
} from './options.ts';

describe('firstLocationPath', () => {
  it('takes the first location page the sitemap lists (site-wide §2)', () => {
    const xml =
      '<urlset><url><loc>https://a.example/contact</loc></url>' +
      '<url><loc>https://a.example/our-location/north</loc></url>' +
      '<url><loc>https://a.example/locations/south</loc></url></urlset>';
    expect(firstLocationPath(xml)).toBe('/our-location/north');
    expect(firstLocationPath('<loc>https://b.example/contact-us/brisbane-city</loc>')).toBe(
      '/contact-us/brisbane-city',
    );
    expect(() => firstLocationPath('<loc>https://a.example/contact</loc>')).toThrow(
      'the sitemap lists no location page',
    );
  });
});

describe('parseOptions', () => {
  it('defaults to three runs on one site per template, a spawned server, report only', () => {
    expect(parseOptions([])).toEqual({
      sites: ['sunshine-used-cars', 'metro-auto-group', 'coastal-toyota'],
      runs: 3,
      strict: false,
      build: true,
      resultsPath: '/search?query=Toyota',
      pages: ['home', 'results', 'vehicle'],
      help: false,
    });
    expect(DEFAULT_RESULTS_PATH).toBe('/search?query=Toyota');
  });

  it('reads every option', () => {
    expect(
      parseOptions([
        '--site',
        'metro-motors',
        '--runs',
        '5',
        '--url',
        'http://metro-motors.localhost:4000/ignored/path',
        '--json',
        'out.json',
        '--reports',
        'reports',
        '--strict',
        '--no-build',
        '--database-url',
        'postgres://localhost/forecourt',
        '--results-path',
        '/search/toyota',
        '--vehicle-path',
        '/cars/a-car',
        '--pages',
        'location,offers,location',
      ]),
    ).toEqual({
      sites: ['metro-motors'],
      runs: 5,
      url: 'http://metro-motors.localhost:4000',
      json: 'out.json',
      reports: 'reports',
      strict: true,
      build: false,
      databaseUrl: 'postgres://localhost/forecourt',
      resultsPath: '/search/toyota',
      vehiclePath: '/cars/a-car',
      pages: ['location', 'offers'],
      help: false,
    });
  });

  it('measures one site with --site', () => {
    expect(parseOptions(['--site', 'coastal-toyota']).sites).toEqual(['coastal-toyota']);
  });

  it('takes the one site of --url from its <slug>.localhost host', () => {
    const options = parseOptions(['--url', 'http://metro-auto-group.localhost:4000/']);
    expect(options.sites).toEqual(['metro-auto-group']);
    expect(options.url).toBe('http://metro-auto-group.localhost:4000');
    expect(
      parseOptions(['--url', 'https://www.example.com.au', '--site', 'sunshine-used-cars']).sites,
    ).toEqual(['sunshine-used-cars']);
  });

  it.each([
    [['--runs', '0'], '--runs must be a whole number from 1 to 20'],
    [['--runs', 'two'], '--runs must be a whole number'],
    [['--url', 'ftp://x'], '--url must be an http(s) URL'],
    [['--url', 'localhost:4000'], '--url must be an http(s) URL'],
    [['--site', '../etc'], '--site must be a site slug'],
    [['--vehicle-path', 'cars/a'], '--vehicle-path must start with /'],
    [
      ['--pages', 'home,contact'],
      '--pages takes a list of home, results, vehicle, location, offers',
    ],
    [['--url', 'http://127.0.0.1:4000'], '--url measures one site: give its slug with --site'],
    [['--frobnicate'], "Unknown option '--frobnicate'"],
  ])('refuses %j', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(message);
  });
});

describe('hostResolverRules', () => {
  it('sends *.localhost to 127.0.0.1 and lets no other name resolve (offline)', () => {
    expect(hostResolverRules('sunshine-used-cars.localhost')).toBe(
      'MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1, MAP * ~NOTFOUND',
    );
  });

  it('lets the measured host resolve when it is not a localhost name', () => {
    expect(hostResolverRules('127.0.0.1')).toBe(
      'MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1, EXCLUDE 127.0.0.1, MAP * ~NOTFOUND',
    );
  });
});

describe('firstInStockCarPath', () => {
  it('takes the first in-stock car shown on the website, by its path', () => {
    expect(
      firstInStockCarPath({
        cars: [
          { slug: 'sold-car', path: '/cars/sold-car', status: 'sold' },
          { slug: 'soon', path: '/cars/soon', status: 'coming_soon' },
          { slug: 'hidden', status: 'in_stock', show_on_dealer_website: false },
          { slug: 'a-car', path: '/cars/a-car', status: 'in_stock' },
          { slug: 'b-car', path: '/cars/b-car', status: 'in_stock' },
        ],
      }),
    ).toBe('/cars/a-car');
  });

  it('builds /cars/<slug> without a path and fails without an in-stock car', () => {
    expect(firstInStockCarPath({ cars: [{ slug: 'a-car', status: 'in_stock' }] })).toBe(
      '/cars/a-car',
    );
    expect(() => firstInStockCarPath({ cars: [{ slug: 'x', status: 'sold' }] })).toThrow(
      'no in-stock car',
    );
    expect(() => firstInStockCarPath({})).toThrow('no in-stock car');
  });
});

describe('assetPaths', () => {
  it('finds the scripts, preloads and stylesheets a page names, once each', () => {
    const html = `<link rel="modulepreload" href="/assets/entry.client-A.js"/>
<link rel="stylesheet" href="/assets/app-B.css"/><script type="module" src="/assets/entry.client-A.js"></script>
<a href="/search">all cars</a><img src="/media/cars/a/1.svg">`;
    expect(assetPaths(html)).toEqual(['/assets/entry.client-A.js', '/assets/app-B.css']);
  });
});

describe('imagePaths', () => {
  it('finds the image transform URLs of src, srcset and image preloads, once each', () => {
    const html =
      '<link rel="preload" as="image" imageSrcSet="/_img?url=%2Fa.svg&amp;w=320&amp;q=75 320w, /_img?url=%2Fa.svg&amp;w=640&amp;q=75 640w"/>' +
      '<img src="/_img?url=%2Fa.svg&amp;w=640&amp;q=75" srcset="/_img?url=%2Fa.svg&amp;w=320&amp;q=75 320w"/>' +
      '<img src="/media/sites/x/logo.svg"/><script src="/assets/a.js"></script>';
    expect(imagePaths(html)).toEqual([
      '/_img?url=%2Fa.svg&w=320&q=75',
      '/_img?url=%2Fa.svg&w=640&q=75',
    ]);
  });
});
