/** Requests started per task when one answer needs many: starting one costs the main thread 1-2 ms. */
const REQUESTS_PER_TURN = 6;

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts `call` for every item, `perTurn` of them per task, all in flight together, and resolves
 * with their answers in order: a burst of requests is no single long task. The calls answer
 * Results (they do not reject).
 */
export async function inTurns<T, R>(
  items: readonly T[],
  call: (item: T) => Promise<R>,
  perTurn = REQUESTS_PER_TURN,
): Promise<R[]> {
  const pending: Promise<R>[] = [];
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % perTurn === 0) await nextTurn();
    pending.push(call(item));
  }
  return Promise.all(pending);
}
