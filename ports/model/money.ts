export interface Currency {
  code: string;
  symbol: string;
  name: string;
  /** Multiplier from euro. */
  rate: number;
}

export const EURO: Currency = { code: 'EUR', symbol: '€', name: 'Euro', rate: 1 };
