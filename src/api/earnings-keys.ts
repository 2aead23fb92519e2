/** A stats range in seconds since the epoch: start included, end excluded. */
export interface StatsRange {
  start_time: number;
  end_time: number;
}

/**
 * Query keys of a creator's earnings (mine-earn): the overall numbers and the per-post list,
 * each per range, the sales and the monthly statements. A withdrawal changes the balance both answers carry: it invalidates the root.
 */
export const earningsKeys = {
  root: ['earnings'] as const,
  overall: (range: StatsRange) =>
    [...earningsKeys.root, 'overall', range.start_time, range.end_time] as const,
  posts: (range: StatsRange) => [...earningsKeys.root, 'posts', range.start_time, range.end_time] as const,
  /** The sales list, all months ('') or one (`YYYY-MM`). */
  sales: (month: string) => [...earningsKeys.root, 'sales', month] as const,
  statement: (month: string) => [...earningsKeys.root, 'statement', month] as const,
};
