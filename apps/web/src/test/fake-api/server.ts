import { setupServer } from 'msw/node';

/**
 * The one fake API of the web tests (MSW): started once by src/test-setup.ts, which also resets
 * its handlers after each test. A request no handler answers fails the test.
 */
export const server = setupServer();

const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
});

/** Says that a handler broke the contract (the test fails after it ends, whatever it saw). */
export const reportProblem = (problem: string) => void problems.push(problem);
const problems: string[] = [];

/**
 * What went wrong on the fake API's side in this test (and forgets it): requests no handler
 * answered, answers the shared schemas refused.
 */
export function takeProblems(): string[] {
  return [...unhandled.splice(0).map((r) => `no handler for ${r}`), ...problems.splice(0)];
}
