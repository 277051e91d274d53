/** The work's outcome, or 'timeout' once the budget is spent (the work is left to end on its own). */
export function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overrun = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), budgetMs)));
  return Promise.race([work, overrun]).finally(() => clearTimeout(timer));
}
