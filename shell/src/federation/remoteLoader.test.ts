// The time limit of a remote's load: a host that hangs never leaves the page waiting for ever,
// and a remote that arrives after the limit is still handed over.

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./runtimeConfig', () => ({ fetchRuntimeConfig: jest.fn() }));

const remotes = {
  marketing: 'http://localhost:3001/mf-manifest.json',
  shop: 'http://localhost:3002/mf-manifest.json',
  account: 'http://localhost:3003/mf-manifest.json',
  cadence: 'http://localhost:3004/mf-manifest.json',
  quiz: 'http://localhost:3005/mf-manifest.json',
};
const Routes = () => null;

/** The loader afresh (it caches the run-time configuration), with its mocked dependencies. */
async function fresh() {
  jest.resetModules();
  const loader = await import('./remoteLoader');
  const runtime = await import('@module-federation/enhanced/runtime');
  const runtimeConfig = await import('./runtimeConfig');
  return {
    ...loader,
    load: runtime.loadRemote as jest.Mock,
    config: runtimeConfig.fetchRuntimeConfig as jest.Mock,
  };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('a remote that does not answer fails after the default time limit', async () => {
  const { loadRemoteRoutes, load, config, DEFAULT_REMOTE_LOAD_TIMEOUT_MS, RemoteLoadTimeoutError } = await fresh();
  config.mockResolvedValue({ remotes });
  load.mockReturnValue(new Promise(() => undefined));
  const result = loadRemoteRoutes('shop');
  const settled = jest.fn();
  result.catch(settled);
  await jest.advanceTimersByTimeAsync(DEFAULT_REMOTE_LOAD_TIMEOUT_MS - 10);
  expect(settled).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(20);
  expect(settled).toHaveBeenCalledWith(expect.any(RemoteLoadTimeoutError));
});

test('the time limit comes from /remotes.json when it says, and a late remote is handed over', async () => {
  const { loadRemoteRoutes, load, config } = await fresh();
  config.mockResolvedValue({ remotes, loadTimeoutMs: 1000 });
  let arrive: (module: { default: typeof Routes }) => void = () => undefined;
  load.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
  const onLateArrival = jest.fn();
  const result = loadRemoteRoutes('quiz', { onLateArrival });
  const failed = jest.fn();
  result.catch(failed);
  await jest.advanceTimersByTimeAsync(1001);
  expect(failed).toHaveBeenCalledWith(expect.objectContaining({ name: 'RemoteLoadTimeoutError' }));
  arrive({ default: Routes });
  await jest.advanceTimersByTimeAsync(0);
  expect(onLateArrival).toHaveBeenCalledWith({ default: Routes });
});

test('a remote that loads in time is returned, with no late hand-over', async () => {
  const { loadRemoteRoutes, load, config, DEFAULT_REMOTE_LOAD_TIMEOUT_MS } = await fresh();
  config.mockResolvedValue({ remotes });
  load.mockResolvedValue({ default: Routes });
  const onLateArrival = jest.fn();
  await expect(loadRemoteRoutes('cadence', { onLateArrival })).resolves.toEqual({ default: Routes });
  await jest.advanceTimersByTimeAsync(DEFAULT_REMOTE_LOAD_TIMEOUT_MS * 2);
  expect(onLateArrival).not.toHaveBeenCalled();
});
