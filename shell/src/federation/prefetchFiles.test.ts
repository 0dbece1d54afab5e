import { filesToPrefetch, prefetchUrls } from './prefetchFiles';

const MANIFEST_URL = 'http://localhost:3002/releases/build-1/mf-manifest.json';
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { path: './other', assets: { js: { sync: ['other.js'] }, css: { sync: [] } } },
    {
      path: './routes',
      assets: { js: { sync: ['routes.1.js', 'routes.2.js'], async: ['later.js'] }, css: { sync: ['a.css'] } },
    },
  ],
};

describe('filesToPrefetch', () => {
  it("lists the entry and the routes module's sync files, beside the manifest", () => {
    expect(filesToPrefetch(manifest, MANIFEST_URL)).toEqual([
      'http://localhost:3002/releases/build-1/remoteEntry.js',
      'http://localhost:3002/releases/build-1/routes.1.js',
      'http://localhost:3002/releases/build-1/routes.2.js',
      'http://localhost:3002/releases/build-1/a.css',
    ]);
  });

  it("takes a manifest's own public path and its entry's folder", () => {
    const elsewhere = {
      metaData: { publicPath: 'https://cdn.example/shop/', remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } },
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.js'] } } }],
    };
    expect(filesToPrefetch(elsewhere, MANIFEST_URL)).toEqual([
      'https://cdn.example/shop/entry/remoteEntry.js',
      'https://cdn.example/shop/routes.js',
    ]);
  });

  it('leaves out what is not in the expected shape', () => {
    expect(filesToPrefetch(null, MANIFEST_URL)).toEqual([]);
    expect(filesToPrefetch('remoteEntry.js', MANIFEST_URL)).toEqual([]);
    expect(
      filesToPrefetch(
        {
          metaData: { remoteEntry: { name: 7 } },
          exposes: [{ path: './routes', assets: { js: { sync: [1, 'ok.js'] } } }],
        },
        MANIFEST_URL,
      ),
    ).toEqual(['http://localhost:3002/releases/build-1/ok.js']);
  });
});

describe('prefetchUrls', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('adds one prefetch link per file, asked for with CORS, never twice', () => {
    const supports = jest.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(true);
    prefetchUrls(['http://localhost:3002/a.js', 'http://localhost:3002/b.js']);
    prefetchUrls(['http://localhost:3002/a.js']);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link')];
    expect(links.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ['prefetch', 'http://localhost:3002/a.js', 'anonymous'],
      ['prefetch', 'http://localhost:3002/b.js', 'anonymous'],
    ]);
    supports.mockRestore();
  });

  it('fetches at low priority where prefetch links are not supported', () => {
    const supports = jest.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false);
    const fetchMock = jest.fn(async () => new Response(''));
    const saved = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      prefetchUrls(['http://localhost:3002/a.js']);
      expect(fetchMock).toHaveBeenCalledWith(
        'http://localhost:3002/a.js',
        expect.objectContaining({ mode: 'cors', priority: 'low' }),
      );
      expect(document.head.querySelectorAll('link')).toHaveLength(0);
    } finally {
      global.fetch = saved;
      supports.mockRestore();
    }
  });
});
