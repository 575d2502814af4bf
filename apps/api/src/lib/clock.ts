/** Time comes from here so that tests can move it (code expiry) without sleeping. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
