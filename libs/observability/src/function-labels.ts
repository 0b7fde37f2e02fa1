/** The label value of the functions past the cap. */
export const OTHER_FUNCTIONS = 'other';

/**
 * Bounded cardinality of the `function` label: the first `max` function ids a process sees are
 * labelled as themselves, every later one as "other" (one series more, however many functions).
 * A process restart starts over; Prometheus keeps the old series apart by their labels.
 */
export class FunctionLabels {
  private readonly seen = new Set<string>();

  constructor(private readonly max: number) {}

  of(functionUuid: string): string {
    if (this.seen.has(functionUuid)) return functionUuid;
    if (this.seen.size >= this.max) return OTHER_FUNCTIONS;
    this.seen.add(functionUuid);
    return functionUuid;
  }
}
