/**
 * The process's stop, as the parts that must finish before it see it: readiness answers 503
 * from the moment the stop begins, and each drain task (the job worker finishing its running job,
 * say) runs then, alongside the requests in flight. The database closes once every task settled.
 */
export interface Lifecycle {
  readonly draining: boolean;
  /** Work to finish before the database closes; started as soon as the stop begins. */
  onDrain(task: () => Promise<void>): void;
  /** Begins the stop (once); resolves when every task settled, with the failures. */
  drain(): Promise<unknown[]>;
}

export function createLifecycle(): Lifecycle {
  const tasks: Array<() => Promise<void>> = [];
  const running: Array<Promise<void>> = [];
  let draining = false;
  let done: Promise<unknown[]> | null = null;
  const start = (task: () => Promise<void>) => running.push(Promise.resolve().then(task));
  return {
    get draining() {
      return draining;
    },
    onDrain(task) {
      if (draining) start(task);
      else tasks.push(task);
    },
    drain() {
      if (!done) {
        draining = true;
        tasks.forEach(start);
        done = settleAll(running);
      }
      return done;
    },
  };
}

/** Waits for every task, including any registered while the others ran. */
async function settleAll(running: Array<Promise<void>>): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (let seen = 0; seen < running.length;) {
    const batch = running.slice(seen);
    seen = running.length;
    for (const result of await Promise.allSettled(batch)) {
      if (result.status === 'rejected') failures.push(result.reason);
    }
  }
  return failures;
}
