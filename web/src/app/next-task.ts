interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, after the browser has had a turn (input, paint): what follows
 * does not lengthen the task that awaited it. `scheduler.yield` where there is one, otherwise a
 * message posted to this page.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
