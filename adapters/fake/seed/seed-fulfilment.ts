import type { SeedFaker } from './seed-random';
import { t, type I18n } from './i18n';
import type { SeedCentre } from './seed-types';

export const CENTRES: readonly SeedCentre[] = [
  { id: 1, name: 'Bucharest', city: 'București' },
  { id: 2, name: 'Cluj', city: 'Cluj-Napoca' },
  { id: 3, name: 'Berlin', city: 'Berlin' },
  { id: 4, name: 'Vienna', city: 'Wien' },
];

/** Splits a variant's stock over the centres; Bucharest always holds the remainder. */
export function splitStock(faker: SeedFaker, stock: number): number[] {
  if (stock <= 0) return CENTRES.map(() => 0);
  const weights = CENTRES.map((_, i) => faker.number.int({ min: 0, max: 4 }) + (i === 0 ? 1 : 0));
  const total = weights.reduce((sum, w) => sum + w, 0);
  const parts = weights.map((w) => Math.floor((stock * w) / total));
  const rest = stock - parts.reduce((sum, p) => sum + p, 0);
  return parts.map((part, i) => (i === 0 ? part + rest : part));
}

export const deliveryText = (minDays: number, maxDays: number): I18n =>
  t(
    `Lieferzeit ${minDays}–${maxDays} Werktage`,
    `Livrare în ${minDays}–${maxDays} zile lucrătoare`,
    `Delivery in ${minDays}–${maxDays} working days`,
  );

export const madeToOrderText = (minDays: number, maxDays: number): I18n =>
  t(
    `Wird auf Bestellung gefertigt: Lieferzeit ${minDays}–${maxDays} Werktage`,
    `Produs la comandă: livrare în ${minDays}–${maxDays} zile lucrătoare`,
    `Made to order: delivery in ${minDays}–${maxDays} working days`,
  );
