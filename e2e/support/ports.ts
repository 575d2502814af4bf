/** The port of the shop a worker slot uses (its cross-origin front end is on port + 2). */
export const shopPort = (slot: number) => Number(process.env.E2E_PORT ?? 3100) + 10 * slot;
