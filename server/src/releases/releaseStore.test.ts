/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { digestOf, hasRelease, newReleaseId, readBuild, releaseDir, writeRelease } from './releaseStore';

function fakeBuild(remote = 'shop', extra = ''): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-build-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: remote }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${remote} ${extra} */`);
  fs.mkdirSync(path.join(dir, 'content'));
  fs.writeFileSync(path.join(dir, 'content', 'a.json'), '{}');
  fs.writeFileSync(
    path.join(dir, 'release-contract.json'),
    JSON.stringify({
      schema: 2,
      kind: 'remote',
      remote,
      exposes: ['./routes'],
      needs: {},
      manifest: { name: remote, label: remote, routes: ['/shop/*'], pages: [] },
    }),
  );
  return dir;
}

describe('the release store', () => {
  it('keep each release in a folder of its own, and never overwrite one', () => {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'release-store-'));
    const build = fakeBuild();
    const id = newReleaseId(digestOf(build), new Date('2026-11-25T10:20:30Z'));
    expect(id).toMatch(/^20261125t102030-[0-9a-f]{7}$/);
    writeRelease(data, 'shop', id, build);
    expect(hasRelease(data, 'shop', id)).toBe(true);
    expect(fs.readFileSync(path.join(releaseDir(data, 'shop', id), 'content', 'a.json'), 'utf8')).toBe('{}');
    expect(() => writeRelease(data, 'shop', id, fakeBuild('shop', 'other'))).toThrow(/never overwritten/);
    expect(fs.readFileSync(path.join(releaseDir(data, 'shop', id), 'remoteEntry.js'), 'utf8')).toBe('/* shop  */');
  });

  it('give the same build the same digest, and another build another', () => {
    expect(digestOf(fakeBuild())).toBe(digestOf(fakeBuild()));
    expect(digestOf(fakeBuild('shop', 'x'))).not.toBe(digestOf(fakeBuild()));
  });

  it('refuse a folder that is not a build of that remote', () => {
    expect(() => readBuild(fakeBuild('quiz'), 'shop')).toThrow(/is a build of "quiz", not of "shop"/);
    expect(() => readBuild(fs.mkdtempSync(path.join(os.tmpdir(), 'empty-')), 'shop')).toThrow(/not a built remote/);
  });

  it('refuse a build whose prerendered pages cannot be read, and take one with good pages or none', () => {
    const build = fakeBuild();
    expect(readBuild(build, 'shop').remote).toBe('shop');
    const page = { title: 'Gifts', description: 'Gifts', head: '', root: '<h1>Gifts</h1>' };
    fs.writeFileSync(
      path.join(build, 'pages.json'),
      JSON.stringify({ schema: 1, sections: {}, pages: { '/shop': page } }),
    );
    expect(readBuild(build, 'shop').remote).toBe('shop');
    fs.writeFileSync(path.join(build, 'pages.json'), '{"schema": 1, "sections": {}, "pages": {"/shop": ');
    expect(() => readBuild(build, 'shop')).toThrow(/pages\.json is not valid JSON/);
    fs.writeFileSync(
      path.join(build, 'pages.json'),
      JSON.stringify({ schema: 1, sections: {}, pages: { '/shop': { title: 1 } } }),
    );
    expect(() => readBuild(build, 'shop')).toThrow(/pages\.json is not valid at pages\.\/shop\.title/);
  });
});
