import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Rgb = readonly [number, number, number];

/** '#2f4a3a' as [47, 74, 58]. */
export function rgbOf(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1] ?? '', 16), parseInt(match[2] ?? '', 16), parseInt(match[3] ?? '', 16)];
}

/** WCAG 2 relative luminance of an sRGB colour. */
export function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour drawn with `alpha` over `below`. */
export function over(colour: Rgb, below: Rgb, alpha: number): Rgb {
  return colour.map((channel, i) => channel * alpha + (below[i] ?? 0) * (1 - alpha)) as unknown as Rgb;
}

/** The colour tokens of src/shared/styles/tokens.css ('color-accent' -> its #rrggbb). */
export function colourTokens(): Record<string, Rgb> {
  const css = readFileSync(join(import.meta.dirname, '../../src/shared/styles/tokens.css'), 'utf8');
  return Object.fromEntries(
    [...css.matchAll(/--(color-[a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, hex]) => [name, rgbOf(hex ?? '')]),
  );
}
