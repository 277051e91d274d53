import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';

const LARGE = 'body { color: red }\n'.repeat(100);

describe('the compressed copies of a client build', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const givenABuild = (files: Record<string, string>) => {
    dir = mkdtempSync(join(tmpdir(), 'build-'));
    mkdirSync(join(dir, 'assets'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  };

  it('writes a brotli and a gzip copy of each text file that is worth it, with the same bytes inside', () => {
    givenABuild({ 'assets/app-1a2b.css': LARGE, 'assets/tiny-3c4d.js': 'x', 'photo.png': LARGE });
    expect(precompress(dir)).toEqual([join(dir, 'assets/app-1a2b.css')]);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets/app-1a2b.css.br'))).toString()).toBe(LARGE);
    expect(gunzipSync(readFileSync(join(dir, 'assets/app-1a2b.css.gz'))).toString()).toBe(LARGE);
    expect(existsSync(join(dir, 'assets/tiny-3c4d.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.gz'))).toBe(false);
  });

  it('keeps copies that are newer than their file', () => {
    givenABuild({ 'assets/app-1a2b.css': LARGE });
    precompress(dir);
    const written = statSync(join(dir, 'assets/app-1a2b.css.br')).mtimeMs;
    expect(precompress(dir)).toEqual([]);
    expect(statSync(join(dir, 'assets/app-1a2b.css.br')).mtimeMs).toBe(written);
  });
});
