import type { ReactNode } from 'react';

const TONES = {
  default: 'text-ink',
  negative: 'text-red-700',
} as const;

export interface StatTile {
  /** Stable key of the tile. */
  id: string;
  /** What is counted ("Views"). */
  label: string;
  /** The number, already formatted for the locale. */
  value: ReactNode;
  /** A loss (a negative amount) reads in red. @default 'default' */
  tone?: keyof typeof TONES;
}

export interface StatTileGridProps {
  tiles: readonly StatTile[];
  /**
   * Newer numbers are on their way (another range was chosen): the group is marked busy. The old
   * numbers stay at full contrast rather than fade, so they remain readable. @default false
   */
  stale?: boolean;
  className?: string;
}

/**
 * A creator's numbers as a grid of tiles, label over value (two columns on a phone, three from
 * 672 px). A description list, so a screen reader pairs each number with what it counts; the
 * screen names the group with its heading.
 */
export function StatTileGrid({ tiles, stale = false, className = '' }: StatTileGridProps) {
  return (
    <dl aria-busy={stale || undefined} className={`grid grid-cols-2 gap-3 sm:grid-cols-3 ${className}`}>
      {tiles.map((tile) => (
        <div key={tile.id} className="flex flex-col gap-1 rounded-card bg-surface p-4 ring-1 ring-line/60">
          <dt className="text-sm text-ink-muted">{tile.label}</dt>
          <dd className={`text-xl font-bold tabular-nums ${TONES[tile.tone ?? 'default']}`}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
