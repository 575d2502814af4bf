/**
 * Work started by a request but not awaited by it (a mail): the answer does not wait for it nor
 * tell by its timing what it did. Kept track of so that shutdown and tests can wait for it.
 */
export function backgroundTasks() {
  const pending = new Set<Promise<void>>();
  return {
    /** Runs `task` detached; a failure goes to `onError`, never to the request. */
    run(task: () => Promise<void>, onError: (error: unknown) => void): void {
      const running = Promise.resolve()
        .then(task)
        .catch(onError)
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    /** Resolves once every task started so far has ended. */
    async idle(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof backgroundTasks>;
