/** @jest-environment node */
// The topology (topology/remotes.json) is the one list of the remotes: what cannot read it
// directly (the root package.json workspaces, tsconfig.json's includes) is checked against it here,
// so that a remote left out fails loudly instead of losing its type check or its install.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { packageDirs, registry, remoteDirs, remoteNames } from '../../../topology';
import { manifestOf, sectionsOf } from '../../../webpack/registry/siteRegistry';
import { remoteFor } from './sections';

const root = path.resolve(__dirname, '..', '..', '..');

test('every package of the registry is a workspace with its own webpack config', () => {
  const workspaces = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
    .workspaces;
  for (const dir of packageDirs) {
    expect(workspaces).toContain(dir);
    expect(fs.existsSync(path.join(root, dir, 'webpack.config.js'))).toBe(true);
  }
});

test("the type check (tsconfig.json) covers every remote's source", () => {
  const configFile = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, (file) => fs.readFileSync(file, 'utf8'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  for (const dir of [...packageDirs, 'shared', 'paths']) {
    const prefix = `${path.join(root, dir, 'src')}${path.sep}`;
    expect({ dir, checked: parsed.fileNames.some((file) => path.resolve(file).startsWith(prefix)) }).toEqual({
      dir,
      checked: true,
    });
  }
});

test('remotes have distinct ports, folders and paths', () => {
  const entries = Object.values(registry.remotes);
  const offsets = [registry.shell.portOffset, ...entries.map((remote) => remote.portOffset)];
  expect(new Set(offsets).size).toBe(offsets.length);
  expect(new Set(remoteDirs).size).toBe(remoteDirs.length);
  const routes = remoteNames.flatMap((name) => manifestOf(name).routes);
  expect(new Set(routes).size).toBe(routes.length);
  // The remote that deploys /content is one of them.
  expect(Object.keys(registry.remotes)).toContain(registry.contentRemote);
});

test('every public address in @site/paths (one module per remote, by its name) is a path that remote routes', async () => {
  const sections = sectionsOf();
  const isTable = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  for (const name of remoteNames) {
    const contract = (await import(`@site/paths/${name}`)) as Record<string, unknown>;
    const addresses = Object.values(contract)
      .filter(isTable)
      .flatMap((table) => Object.values(table).filter((value): value is string => typeof value === 'string'));
    expect({ name, addresses: addresses.length > 0 }).toEqual({ name, addresses: true });
    for (const address of addresses) {
      expect({ address, owner: remoteFor(sections, address) }).toEqual({ address, owner: name });
    }
  }
  const { SHOP_CATEGORY_SLUGS, shopPaths } = await import('@site/paths/shop');
  for (const slug of SHOP_CATEGORY_SLUGS) expect(remoteFor(sections, shopPaths.category(slug))).toBe('shop');
});
