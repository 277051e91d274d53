/** Rounds to cents, half away from zero, absorbing binary float error (2.135 → 2.14). */
export function roundToCents(amount: number): number {
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  const rounded = (Math.sign(amount) * cents) / 100;
  return rounded === 0 ? 0 : rounded;
}
