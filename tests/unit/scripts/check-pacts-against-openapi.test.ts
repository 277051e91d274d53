import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'pact-openapi-'));

/** A copy of openapi/, with `from` replaced by `to` in shop-api.yaml. */
function givenSpecs(name: string, change: { from: RegExp; to: string } | null = null) {
  const dir = join(work, name);
  cpSync(join(root, 'openapi'), dir, { recursive: true });
  if (change) {
    const file = join(dir, 'shop-api.yaml');
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(change.from);
    writeFileSync(file, text.replace(change.from, change.to));
  }
  return dir;
}

function checkPacts(specs: string) {
  const run = spawnSync(
    process.execPath,
    ['contracts/check-pacts-against-openapi.mjs', '--openapi', specs, '--provider', 'shop-api'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// Each case validates the committed shop-api pact: seconds on a busy machine.
describe('the pact check (npm run test:contracts) against a changed openapi/', { timeout: 60_000 }, () => {
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('passes on an unchanged copy', () => {
    const run = checkPacts(givenSpecs('unchanged'));
    expect(run.output).toContain('All pacts are compatible with their OpenAPI files.');
    expect(run.status).toBe(0);
  });

  it('fails, naming the operation and the interaction, when a response field an interaction reads is removed', () => {
    const specs = givenSpecs('without-view-id', {
      from: /( {4}UrlResolution:\n {6}type: object\n {6}required: \[)view_id, (view\]\n {6}properties:\n) {8}view_id: \{ type: integer \}\n/,
      to: '$1$2',
    });
    const run = checkPacts(specs);
    expect(run.status).toBe(1);
    expect(run.output).toContain(
      'ERROR   shop-api GET /api/rewriting (resolveUrl) — interaction "a rewriting request for a product URL": response.body.incompatible',
    );
    expect(run.output).toContain('must NOT have additional properties - view_id');
    expect(run.output).toContain('1 pact(s) failed validation.');
  });
});
