/**
 * Where every rule reads the time. Services are given a clock instead of calling `new Date()`,
 * so tests move time (a reservation expires, a plan renews) and nothing sleeps.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2030-01-01T00:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }
}
