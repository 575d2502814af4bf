import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const FIXTURE = fileURLToPath(new URL('../fixtures/log-then-exit.ts', import.meta.url));

/** Runs the fixture in a process of its own and returns what it wrote to stdout. */
function logThenExit(lines: number) {
  return new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE, String(lines)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout }));
  });
}

describe('the log written asynchronously', () => {
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
