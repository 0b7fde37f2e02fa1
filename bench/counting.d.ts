/** Types of bench/counting.js, for the suites that share it. */
export function commandStats(port: number): Record<string, number>;
export function redisCommands(port: number): number;
export function perCall<K extends string>(options: {
  run: (i: number) => Promise<void>;
  calls: number;
  snapshot: () => Record<K, number>;
  settleMs: number;
  warm?: number;
}): Promise<Record<K, number>>;
