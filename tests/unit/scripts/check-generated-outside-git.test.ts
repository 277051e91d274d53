import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const copy = mkdtempSync(join(tmpdir(), 'storefront-archive-'));

describe('check:generated from a source archive (no .git)', () => {
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('finds no drift and no missing translation', () => {
    for (const part of ['package.json', 'scripts', 'src', 'openapi', 'adapters', 'ports'])
      cpSync(join(root, part), join(copy, part), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    const run = () =>
      execFileSync('npm', ['run', '--silent', 'check:generated'], {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, GIT_CEILING_DIRECTORIES: tmpdir(), GIT_DIR: join(copy, 'no-git') },
      });
    expect(run).not.toThrow();
  }, 60_000);
});
