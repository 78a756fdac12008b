// The time source of the server, so that tests can set the time.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
