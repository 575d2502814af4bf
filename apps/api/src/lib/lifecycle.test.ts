import { describe, expect, it } from 'vitest';
import { json, setupTestApp } from '@test/test-app';
import { createLifecycle } from './lifecycle';

const t = setupTestApp({ seed: false });

describe('stopping', () => {
  it('answers /readyz 503 "draining" once the stop begins, while the other routes still answer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    void t.deps.lifecycle.drain();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(json(ready)).toEqual({ status: 'draining' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('starts the drain tasks when the stop begins and waits for all of them, failures reported', async () => {
    const lifecycle = createLifecycle();
    const events: string[] = [];
    let finishJob!: () => void;
    lifecycle.onDrain(
      () =>
        new Promise<void>((resolve) => {
          events.push('job: stop taking, finish the running one');
          finishJob = () => {
            events.push('job finished');
            resolve();
          };
        }),
    );
    lifecycle.onDrain(async () => {
      throw new Error('flush failed');
    });
    expect(events).toEqual([]);
    expect(lifecycle.draining).toBe(false);

    let settled = false;
    const drained = lifecycle.drain().then((failures) => {
      settled = true;
      return failures;
    });
    expect(lifecycle.draining).toBe(true);
    // Registered after the stop began: it runs too, and is waited for.
    let late = false;
    lifecycle.onDrain(async () => void (late = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual(['job: stop taking, finish the running one']);
    expect(settled).toBe(false);

    finishJob();
    const failures = await drained;
    expect(events).toEqual(['job: stop taking, finish the running one', 'job finished']);
    expect(late).toBe(true);
    expect(failures.map((f) => (f as Error).message)).toEqual(['flush failed']);
    expect(lifecycle.drain()).toBe(lifecycle.drain());
  });
});
