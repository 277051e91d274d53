import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../../src');
const stylesheets = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ file, css: readFileSync(join(SRC, file), 'utf8') }));

/** The body of each block that starts with `opening` (nested braces included). */
function blocks(css: string, opening: RegExp): string[] {
  const found: string[] = [];
  for (const match of css.matchAll(opening)) {
    let depth = 0;
    const start = css.indexOf('{', match.index);
    for (let at = start; at < css.length; at++) {
      if (css[at] === '{') depth++;
      if (css[at] === '}' && --depth === 0) {
        found.push(css.slice(start + 1, at));
        break;
      }
    }
  }
  return found;
}

describe('animations stay off the main thread', () => {
  it('finds the stylesheets', () => {
    expect(stylesheets.length).toBeGreaterThan(20);
  });

  it('keyframes animate only transform and opacity, which the compositor runs without repainting', () => {
    const painted = stylesheets.flatMap(({ file, css }) =>
      blocks(css, /@keyframes\s+[\w-]+\s*/g).flatMap((body) =>
        [...body.matchAll(/([\w-]+)\s*:/g)]
          .map(([, property]) => property!)
          .filter((property) => property !== 'transform' && property !== 'opacity')
          .map((property) => `${file}: ${property}`),
      ),
    );
    expect(painted).toEqual([]);
  });

  it('loading placeholders do not animate (a listing shows a hundred at once)', () => {
    const skeleton = stylesheets.find(({ file }) => file.endsWith('skeleton.module.css'))!;
    expect(blocks(skeleton.css, /\.skeleton\s*/g).join('')).not.toMatch(/animation/);
  });
});
