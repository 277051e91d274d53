import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(__dirname, '../../..');
const ROOT = join(REPO, 'adapters/fake');
const PACKAGES = ['@faker-js/faker', 'minisearch'];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

describe('the fake family sources', () => {
  it('name no remote host except loopback, the example domains and the SVG namespace name', () => {
    const offenders = filesUnder(ROOT).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/https?:\/\/[^\s'"`)]+/g)]
        .map((m) => m[0])
        .filter((url) => url !== 'http://www.w3.org/2000/svg')
        .filter((url) => !/^https?:\/\/(127\.0\.0\.1|localhost|example\.com|example\.org)([:/]|$)/.test(url))
        .map((url) => `${file}: ${url}`),
    );
    expect(offenders).toEqual([]);
  });

  it('import only ports, src/domain, faker, MiniSearch and their own files', () => {
    const allowedRoots = ['adapters/fake', 'ports', 'src/domain'].map((dir) => join(REPO, dir));
    const offenders = filesUnder(ROOT)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)]
          .map((m) => m[1] ?? '')
          .filter((source) => {
            if (PACKAGES.includes(source)) return false;
            if (!source.startsWith('.')) return true;
            const target = resolve(dirname(file), source);
            return !allowedRoots.some((root) => target.startsWith(`${root}/`));
          })
          .map((source) => `${file}: ${source}`),
      );
    expect(offenders).toEqual([]);
  });
});
