/**
 * How far back the statistics read (the daily series' longest window): the rollups of pruned
 * executions are kept this long, then removed with the pass that made them.
 */
export const STATS_HORIZON_DAYS = 90;
