import { Icon, type IconShape } from '../../components/atoms/icon/icon.tsx';
import * as icons from '../../components/atoms/icon/icons.ts';

/** Every shape icons.ts exports, in its order, by the name it is imported by. */
const ICONS = Object.entries(icons) as [string, IconShape][];

/** icon: the whole set in a grid (the shapes that point along the reading direction mirror in Arabic). */
export function IconPage() {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 desktop:grid-cols-4" data-testid="icon-grid">
      {ICONS.map(([name, shape]) => (
        <li
          key={name}
          data-icon={name}
          className="flex min-w-0 items-center gap-3 rounded-control bg-surface px-3 py-2.5 ring-1 ring-line/60"
        >
          <Icon icon={shape} size={24} className="text-ink" />
          <code className="truncate text-xs text-ink-muted" dir="ltr">
            {name}
          </code>
        </li>
      ))}
    </ul>
  );
}
