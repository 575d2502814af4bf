import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOG_FLUSH_MS } from '../../src/lib/logging';

const FIXTURE = fileURLToPath(new URL('../fixtures/log-then-exit.ts', import.meta.url));

/**
 * Runs the fixture in a process of its own: `lines` lines, then `idleMs` without a line before
 * exiting. Answers its exit code, what it wrote to stdout, and how long before its exit the first
 * of it came.
 */
function logThenExit(lines: number, idleMs = 0) {
  return new Promise<{ code: number | null; stdout: string; aheadOfExitMs: number }>(
    (resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', FIXTURE, String(lines), String(idleMs)],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let stdout = '';
      let firstAt = Number.NaN;
      let exitAt = Number.NaN;
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
        if (!stdout) firstAt = performance.now();
        stdout += chunk;
      });
      child.once('exit', () => (exitAt = performance.now()));
      child.once('error', reject);
      child.once('close', (code) => resolve({ code, stdout, aheadOfExitMs: exitAt - firstAt }));
    },
  );
}

describe('the log written asynchronously', () => {
  it("writes a quiet moment's lines while the process is up, not only at its exit", async () => {
    // Far fewer bytes than the buffer holds: only the flush timer can write them before the exit.
    const idleMs = LOG_FLUSH_MS * 12;
    const { stdout, aheadOfExitMs } = await logThenExit(3, idleMs);
    expect(stdout.trim().split('\n')).toHaveLength(3);
    expect(aheadOfExitMs).toBeGreaterThan(idleMs / 2);
  }, 30_000);

  it('loses no line when the process exits right after logging', async () => {
    const lines = 20_000;
    const { code, stdout } = await logThenExit(lines);
    expect(code).toBe(0);
    const logged = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { i: number });
    expect(logged).toHaveLength(lines);
    expect(logged.map((line) => line.i)).toEqual(Array.from({ length: lines }, (_, i) => i));
  }, 30_000);
});
