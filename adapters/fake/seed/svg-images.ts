import type { ProductKind } from '../../../ports/model/product';
import { escapeHtml } from './slug';

// The XML namespace name SVG requires: an identifier, never fetched.
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

const BACKGROUNDS = ['#f7f3ec', '#f3ece1', '#efe8dc', '#f5efe6'] as const;
const WOOD = '#6b5441';
const METAL = '#4a4a4a';

export const svgDataUri = (viewBox: string, body: string): string =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns='${SVG_NAMESPACE}' viewBox='${viewBox}'>${body}</svg>`)}`;

export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  const channel = (shift: number): number => {
    const c = (value >> shift) & 0xff;
    const next = factor < 1 ? c * factor : c + (255 - c) * (factor - 1);
    return Math.max(0, Math.min(255, Math.round(next)));
  };
  return `#${[channel(16), channel(8), channel(0)].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string =>
  `<rect x='${x}' y='${y}' width='${w}' height='${h}' rx='${rx}' fill='${fill}'${extra}/>`;

const shadow = (cx: number, rx: number): string =>
  `<ellipse cx='${cx}' cy='252' rx='${rx}' ry='9' fill='#000' fill-opacity='0.08'/>`;

const SILHOUETTES: Readonly<Record<ProductKind, (c: string, d: string, l: string) => string>> = {
  sofa: (c, d, l) =>
    shadow(200, 150) +
    rect(78, 112, 244, 76, d, 20) +
    rect(62, 164, 276, 60, c, 14) +
    rect(92, 150, 104, 30, l, 10) +
    rect(204, 150, 104, 30, l, 10) +
    rect(46, 136, 44, 92, d, 16) +
    rect(310, 136, 44, 92, d, 16) +
    rect(72, 226, 10, 22, WOOD) +
    rect(318, 226, 10, 22, WOOD),
  chair: (c, d) =>
    shadow(200, 80) +
    rect(150, 58, 100, 112, c, 16) +
    rect(134, 160, 132, 32, d, 10) +
    rect(144, 190, 10, 58, WOOD) +
    rect(246, 190, 10, 58, WOOD) +
    rect(174, 190, 8, 52, shade(WOOD, 0.8)) +
    rect(218, 190, 8, 52, shade(WOOD, 0.8)),
  table: (c, d) =>
    shadow(200, 140) +
    rect(66, 118, 268, 18, c, 4) +
    rect(84, 136, 232, 12, d) +
    rect(94, 146, 14, 102, d) +
    rect(292, 146, 14, 102, d),
  bed: (c, d, l) =>
    shadow(205, 155) +
    rect(48, 88, 70, 160, d, 12) +
    rect(58, 176, 294, 56, c, 8) +
    rect(68, 154, 282, 30, '#fbf8f2', 10) +
    rect(80, 136, 62, 26, '#ffffff', 10) +
    rect(172, 148, 178, 36, l, 10) +
    rect(70, 230, 10, 18, WOOD) +
    rect(330, 230, 10, 18, WOOD),
  lamp: (c, d) =>
    `<ellipse cx='200' cy='136' rx='70' ry='9' fill='#fff3c4' fill-opacity='0.8'/>` +
    `<path d='M158 58 L242 58 L268 130 L132 130 Z' fill='${c}'/>` +
    `<path d='M158 58 L242 58 L246 70 L154 70 Z' fill='${d}'/>` +
    rect(196, 130, 8, 110, METAL) +
    `<ellipse cx='200' cy='244' rx='42' ry='8' fill='${METAL}'/>`,
  shelf: (c, d, l) =>
    shadow(200, 100) +
    rect(108, 36, 184, 212, c, 3) +
    rect(120, 48, 160, 188, shade(c, 0.85)) +
    [96, 144, 192].map((y) => rect(120, y, 160, 8, d)).join('') +
    rect(130, 62, 12, 34, l) +
    rect(144, 58, 10, 38, '#b08d57') +
    rect(156, 66, 14, 30, '#7d8f7a') +
    rect(220, 114, 36, 30, '#d9c7a8', 4) +
    rect(132, 160, 60, 32, shade(l, 0.9), 4),
  rug: (c, d, l) =>
    rect(66, 54, 268, 196, c, 6) +
    `<rect x='86' y='74' width='228' height='156' fill='none' stroke='${l}' stroke-width='6'/>` +
    `<ellipse cx='200' cy='152' rx='56' ry='38' fill='${d}'/>` +
    `<ellipse cx='200' cy='152' rx='26' ry='17' fill='${l}'/>` +
    Array.from({ length: 12 }, (_, i) => rect(72 + i * 22, 250, 3, 12, d)).join(''),
  textile: (c, d) =>
    shadow(200, 110) +
    `<path d='M108 78 Q200 58 292 78 Q314 150 292 222 Q200 242 108 222 Q86 150 108 78 Z' fill='${c}'/>` +
    `<path d='M124 94 Q200 78 276 94 Q294 150 276 206 Q200 222 124 206 Q106 150 124 94 Z' fill='none' stroke='${d}' stroke-width='3' stroke-dasharray='6 6'/>`,
};

const DECOR: readonly string[] = [
  '',
  rect(330, 170, 36, 40, '#c98b62', 4) + `<ellipse cx='348' cy='150' rx='24' ry='30' fill='#7d9a6b'/>`,
  rect(40, 30, 70, 52, '#ffffff', 2) + rect(46, 36, 58, 40, '#d8c3a5'),
  `<path d='M300 0 L400 0 L400 160 Z' fill='#ffffff' fill-opacity='0.45'/>`,
];

const imageCache = new Map<string, string>();

export function productImageUrl(kind: ProductKind, hex: string, variant: number): string {
  const key = `${kind}|${hex}|${variant}`;
  const cached = imageCache.get(key);
  if (cached !== undefined) return cached;
  const index = Math.abs(variant) % BACKGROUNDS.length;
  const background = BACKGROUNDS[index] ?? BACKGROUNDS[0];
  const floor = rect(0, 248, 400, 52, shade(background, 0.94));
  const body =
    rect(0, 0, 400, 300, background) + floor + (DECOR[index] ?? '') + SILHOUETTES[kind](hex, shade(hex, 0.75), shade(hex, 1.25));
  const url = svgDataUri('0 0 400 300', body);
  imageCache.set(key, url);
  return url;
}

export const kindIconUrl = (kind: ProductKind): string =>
  svgDataUri('0 0 400 300', SILHOUETTES[kind]('#7a5c45', '#5b4433', '#a68a72'));

export const logoUrl = (text: string, hex: string, width = 200): string =>
  svgDataUri(
    `0 0 ${width} 80`,
    rect(0, 0, width, 80, hex, 12) +
      `<text x='${width / 2}' y='50' font-family='Georgia, serif' font-size='24' fill='#ffffff' text-anchor='middle'>${escapeHtml(text)}</text>`,
  );

export const badgeUrl = (label: string, hex: string): string =>
  svgDataUri(
    '0 0 120 48',
    rect(1, 1, 118, 46, '#ffffff', 8, ` stroke='${hex}' stroke-width='2'`) +
      `<text x='60' y='30' font-family='Arial, sans-serif' font-size='14' font-weight='bold' fill='${hex}' text-anchor='middle'>${escapeHtml(label)}</text>`,
  );
