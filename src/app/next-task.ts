/** Resolves in a new task (a message to itself, without the 4 ms clamp nested timers get): the main thread is given back first. */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
