/** @jest-environment node */
// The topology (topology/remotes.json) is the one list of the remotes: what cannot read it
// directly (the root package.json workspaces, tsconfig.json's includes) is checked against it here,
// so that a remote left out fails loudly instead of losing its type check or its install.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { packageDirs, registry, remoteDirs, remoteNames } from '../../../topology';
import { manifestOf } from '../../../webpack/registry/siteRegistry';

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
  for (const dir of [...packageDirs, 'shared']) {
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
