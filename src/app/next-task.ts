/** Resolves in a new task (a message to itself, without the 4 ms clamp nested timers get): the main thread is given back first. */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/** Short enough that a tap waits for no slice of start-up work (a long task is 50 ms, 4× slower on a phone). */
export const SLICE_MS = 8;

/**
 * Runs the steps to their end, giving the main thread back (`pause`) whenever a slice has run for
 * `sliceMs`; resolves with the steps' value.
 */
export async function inSlices<T>(
  steps: Generator<void, T>,
  { pause = nextTask, now = () => performance.now(), sliceMs = SLICE_MS } = {},
): Promise<T> {
  let sliceStart = now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (now() - sliceStart < sliceMs) continue;
    await pause();
    sliceStart = now();
  }
}
