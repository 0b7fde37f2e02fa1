/**
 * Runs `tick` every `ms` once started, one run at a time: a run still going when the next is due
 * skips it. A failed run is reported to `failed`; the next tick tries again. For a worker's timed
 * passes over PostgreSQL (schedules due, rollout steps due).
 */
export class Ticker {
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    private readonly tick: () => Promise<unknown>,
    private readonly failed: (err: Error) => void,
  ) {}

  start(ms: number): void {
    this.timer = setInterval(() => void this.run(), ms);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.tick();
    } catch (err) {
      this.failed(err as Error);
    } finally {
      this.running = false;
    }
  }
}
