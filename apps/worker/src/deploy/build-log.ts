import { BUILD_LOG_BYTES } from '@fnhost/database';

/**
 * A build's output as its author reads it: each step with the seconds since the build started,
 * the engine's own output, and how the build ended. Only the last BUILD_LOG_BYTES are kept (the
 * end says why a build failed), cut at a line; `save` stores them, after every step.
 */
export class BuildLog {
  private text = '';
  private truncated = false;
  private readonly started = Date.now();

  constructor(
    private readonly save: (text: string, truncated: boolean) => Promise<unknown>,
    private readonly max = BUILD_LOG_BYTES,
  ) {}

  /** A step, stamped. */
  step(message: string): Promise<void> {
    const seconds = ((Date.now() - this.started) / 1000).toFixed(2);
    this.output(`[${seconds.padStart(6)} s] ${message}\n`);
    return this.flush();
  }

  /** Output as the engine printed it. */
  output(text: string): void {
    this.text += text;
    if (Buffer.byteLength(this.text) <= this.max) return;
    const kept = Buffer.from(this.text).subarray(-this.max).toString('utf8');
    this.text = kept.slice(kept.indexOf('\n') + 1);
    this.truncated = true;
  }

  /** Stores what there is; a failure to store it must not fail the build. */
  flush(): Promise<void> {
    return this.save(this.text, this.truncated).then(
      () => undefined,
      () => undefined,
    );
  }
}
