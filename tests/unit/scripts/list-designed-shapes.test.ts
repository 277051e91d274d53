import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'designed-shapes-'));

/** A copy of openapi/ and contracts/README.md, with `change` applied to one of its files. */
function givenCopy(name: string, change: { file?: string; from: string; to: string } | null = null) {
  const dir = join(work, name);
  cpSync(join(root, 'openapi'), join(dir, 'openapi'), { recursive: true });
  cpSync(join(root, 'contracts/README.md'), join(dir, 'README.md'));
  if (change) {
    const file = join(dir, change.file ?? 'openapi/shop-api.yaml');
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(change.from);
    writeFileSync(file, text.replace(change.from, change.to));
  }
  return dir;
}

function listDesignedShapes(dir: string, ...flags: string[]) {
  const run = spawnSync(
    process.execPath,
    ['scripts/list-designed-shapes.mjs', '--in', join(dir, 'openapi'), '--readme', join(dir, 'README.md'), ...flags],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// Each case starts the script (Prettier included) once or twice: seconds on a busy machine.
describe('the designed shapes in contracts/README.md and the marks in openapi/', { timeout: 30_000 }, () => {
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('agree as committed', () => {
    const run = listDesignedShapes(givenCopy('committed'), '--check');
    expect(run.output).toContain('designed shapes up to date');
    expect(run.status).toBe(0);
  });

  it('fail when an operation whose description says "Designed here" leaves x-designed-operations', () => {
    const dir = givenCopy('unlisted', { from: '  getPse: [response]\n', to: '' });
    const run = listDesignedShapes(dir, '--check');
    expect(run.status).toBe(1);
    expect(run.output).toContain('shop-api: getPse (GET /api/get_pse/{PRODUCT_SALE_ELEMENT}) calls something designed');
  });

  it('fail when a listed operation does not say "Designed here"', () => {
    const dir = givenCopy('unsaid', {
      from: "Designed here: the answer's fields (the same shape as the coupon lookup).",
      to: 'The same shape as the coupon lookup.',
    });
    const run = listDesignedShapes(dir, '--check');
    expect(run.status).toBe(1);
    expect(run.output).toContain('insertCoupon (POST /api/ExternalOrderApi/insertCoupon/) is in x-designed-operations');
  });

  it('fail when an answer reaches fields described as designed but the operation does not list its response', () => {
    const dir = givenCopy('schema', {
      from: '    UrlResolution:\n      type: object\n',
      to: '    UrlResolution:\n      type: object\n      description: Fields designed here.\n',
    });
    const run = listDesignedShapes(dir, '--check');
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      "shop-api: resolveUrl (GET /api/rewriting): its response reaches a field described as designed, but x-designed-operations does not list 'response'",
    );
  });

  it('fail when the README list differs, until the script rewrites it', () => {
    const dir = givenCopy('readme', { file: 'README.md', from: '| getPse ', to: '| getPseX' });
    const stale = listDesignedShapes(dir, '--check');
    expect(stale.status).toBe(1);
    expect(stale.output).toContain('differs from openapi/; run node scripts/list-designed-shapes.mjs');

    expect(listDesignedShapes(dir).status).toBe(0);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toBe(readFileSync(join(root, 'contracts/README.md'), 'utf8'));
  });
});
