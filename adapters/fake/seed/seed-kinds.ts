import type { ProductKind } from '../../../ports/model/product';
import { same, t, type I18n } from './i18n';
import type { MaterialKey } from './seed-materials';

export interface SizeOption {
  name: I18n;
  factor: number;
}

const cm = (...names: string[]): SizeOption[] => names.map((name, i) => ({ name: same(name), factor: 1 + i * 0.14 }));

export const SIZE_SETS = {
  sofaWidth: cm('198 cm', '218 cm', '238 cm', '258 cm'),
  chairSet: [
    { name: t('Einzeln', 'Bucată', 'Single'), factor: 1 },
    { name: t('2er-Set', 'Set de 2', 'Set of 2'), factor: 1.9 },
    { name: t('4er-Set', 'Set de 4', 'Set of 4'), factor: 3.6 },
  ],
  seat: [
    { name: t('Standard', 'Standard', 'Standard'), factor: 1 },
    { name: t('XL', 'XL', 'XL'), factor: 1.15 },
  ],
  table: cm('140 × 90 cm', '160 × 90 cm', '180 × 100 cm', '200 × 100 cm'),
  smallTable: cm('Ø 45 cm', 'Ø 60 cm', 'Ø 80 cm'),
  bed: cm('140 × 200 cm', '160 × 200 cm', '180 × 200 cm', '200 × 200 cm'),
  mattress: cm('90 × 200 cm', '140 × 200 cm', '160 × 200 cm', '180 × 200 cm'),
  lamp: cm('Ø 30 cm', 'Ø 45 cm', 'Ø 60 cm'),
  shelf: cm('80 cm', '100 cm', '120 cm', '160 cm'),
  rug: cm('80 × 150 cm', '120 × 170 cm', '160 × 230 cm', '200 × 290 cm'),
  runner: cm('70 × 200 cm', '80 × 300 cm', '80 × 400 cm'),
  cushion: cm('40 × 40 cm', '45 × 45 cm', '50 × 50 cm', '30 × 50 cm'),
  throw: cm('130 × 170 cm', '150 × 200 cm', '220 × 240 cm'),
  curtain: cm('135 × 175 cm', '135 × 245 cm', '135 × 260 cm'),
  bedLinen: cm('135 × 200 cm', '155 × 220 cm', '200 × 220 cm'),
} as const satisfies Record<string, SizeOption[]>;

export type SizeSetKey = keyof typeof SIZE_SETS;

export const sizeId = (set: SizeSetKey, index: number): number => (Object.keys(SIZE_SETS).indexOf(set) + 1) * 10 + index + 1;

type Range = readonly [number, number];

export interface KindProfile {
  refPrefix: string;
  materials: readonly MaterialKey[];
  price: Range;
  sizes: SizeSetKey;
  width: Range;
  depth: Range;
  height: Range;
  weightKg: Range;
  deliveryDays: Range;
}

export const KIND_PROFILES: Readonly<Record<ProductKind, KindProfile>> = {
  sofa: {
    refPrefix: 'SOF',
    materials: ['velvet', 'boucle', 'leather', 'linen', 'microfibre', 'corduroy'],
    price: [499, 2999],
    sizes: 'sofaWidth',
    width: [180, 320],
    depth: [85, 180],
    height: [75, 95],
    weightKg: [45, 140],
    deliveryDays: [14, 28],
  },
  chair: {
    refPrefix: 'CHR',
    materials: ['oak', 'beech', 'velvet', 'leather', 'rattan', 'metal'],
    price: [59, 899],
    sizes: 'chairSet',
    width: [42, 90],
    depth: [48, 95],
    height: [78, 112],
    weightKg: [4, 35],
    deliveryDays: [5, 12],
  },
  table: {
    refPrefix: 'TBL',
    materials: ['oak', 'walnut', 'marble', 'glass', 'acacia', 'mango', 'metal'],
    price: [89, 1499],
    sizes: 'table',
    width: [45, 220],
    depth: [45, 110],
    height: [40, 78],
    weightKg: [8, 90],
    deliveryDays: [7, 21],
  },
  bed: {
    refPrefix: 'BED',
    materials: ['velvet', 'linen', 'oak', 'pine', 'fauxLeather'],
    price: [299, 2499],
    sizes: 'bed',
    width: [150, 220],
    depth: [205, 225],
    height: [90, 130],
    weightKg: [60, 160],
    deliveryDays: [14, 35],
  },
  lamp: {
    refPrefix: 'LMP',
    materials: ['rattan', 'glass', 'brass', 'linen', 'metal', 'ceramic'],
    price: [29, 599],
    sizes: 'lamp',
    width: [18, 60],
    depth: [18, 60],
    height: [30, 180],
    weightKg: [1, 12],
    deliveryDays: [2, 5],
  },
  shelf: {
    refPrefix: 'SHF',
    materials: ['oak', 'walnut', 'pine', 'metal', 'lacquer'],
    price: [79, 1499],
    sizes: 'shelf',
    width: [40, 240],
    depth: [30, 65],
    height: [60, 220],
    weightKg: [12, 120],
    deliveryDays: [7, 21],
  },
  rug: {
    refPrefix: 'RUG',
    materials: ['wool', 'jute', 'cotton', 'viscose', 'polypropylene'],
    price: [49, 399],
    sizes: 'rug',
    width: [80, 300],
    depth: [150, 400],
    height: [1, 4],
    weightKg: [2, 25],
    deliveryDays: [2, 6],
  },
  textile: {
    refPrefix: 'TXT',
    materials: ['cotton', 'linen', 'velvet', 'wool', 'satin'],
    price: [9, 149],
    sizes: 'cushion',
    width: [40, 260],
    depth: [40, 260],
    height: [1, 15],
    weightKg: [1, 4],
    deliveryDays: [1, 4],
  },
};
