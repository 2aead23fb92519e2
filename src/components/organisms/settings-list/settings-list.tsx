import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon, type IconShape } from '../../atoms/icon/icon.tsx';
import { chevronEndIcon } from '../../atoms/icon/icons.ts';

export interface SettingsRow {
  id: string;
  icon: IconShape;
  label: string;
  /** Current value shown at the end, e.g. the language or the version; under the label, whole, when it does not fit beside it. */
  value?: string;
  /** An in-app path (`/en/mine/account`) renders a link; `mailto:` or `https:` an anchor. */
  href?: string;
  /** Without `href`, makes the row a button (log out, open the language picker). */
  onSelect?: () => void;
  /** 'danger' for destructive rows (delete account, log out). @default 'default' */
  tone?: 'default' | 'danger';
  /** Mirrors the icon in RTL when it points along the reading direction (log out). @default false */
  directionalIcon?: boolean;
}

export interface SettingsGroup {
  id: string;
  /** A heading above the group. */
  title?: string;
  rows: readonly SettingsRow[];
}

export interface SettingsListProps {
  groups: readonly SettingsGroup[];
  className?: string;
}

const rowClasses =
  'flex min-h-13 w-full items-center gap-3 px-4 py-2.5 text-start transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

function RowBody({ row, chevron }: { row: SettingsRow; chevron: boolean }): ReactNode {
  const danger = row.tone === 'danger';
  return (
    <>
      <span
        className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-lg ${danger ? 'bg-red-50 text-red-600' : 'bg-brand-50 text-brand-700'}`}
      >
        <Icon icon={row.icon} size={18} className={row.directionalIcon ? 'rtl:-scale-x-100' : ''} />
      </span>
      {/* A value that does not fit beside the label goes under it, whole: an address cut short
          (the contact email in the 340 px menu at 1280 px, issue 22) cannot be read or copied. */}
      <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
        <span className={`max-w-full min-w-0 truncate font-medium ${danger ? 'text-red-600' : 'text-ink'}`}>
          {row.label}
        </span>
        {row.value ? (
          <span className="min-w-0 text-sm wrap-anywhere text-ink-subtle" data-settings-value>
            <bdi>{row.value}</bdi>
          </span>
        ) : null}
      </span>
      {/* chevronEndIcon is a mirrored shape: it points left in Arabic. */}
      {chevron ? <Icon icon={chevronEndIcon} size={18} className="text-ink-subtle" /> : null}
    </>
  );
}

function Row({ row }: { row: SettingsRow }) {
  const hover = row.tone === 'danger' ? 'hover:bg-red-50' : 'hover:bg-surface-muted';
  if (row.href && /^[a-z]+:/i.test(row.href)) {
    return (
      <a href={row.href} className={`${rowClasses} ${hover}`}>
        <RowBody row={row} chevron />
      </a>
    );
  }
  if (row.href) {
    return (
      <Link to={row.href} className={`${rowClasses} ${hover}`}>
        <RowBody row={row} chevron />
      </Link>
    );
  }
  if (row.onSelect) {
    return (
      <button type="button" onClick={row.onSelect} className={`${rowClasses} ${hover}`}>
        <RowBody row={row} chevron={row.tone !== 'danger'} />
      </button>
    );
  }
  // Information only, e.g. the app version.
  return (
    <div className={rowClasses}>
      <RowBody row={row} chevron={false} />
    </div>
  );
}

/** A grouped list of settings rows: icon, label, optional value, chevron; links or buttons. */
export function SettingsList({ groups, className = '' }: SettingsListProps) {
  return (
    <div className={`flex flex-col gap-6 ${className}`}>
      {groups.map((group) => (
        <section key={group.id} aria-label={group.title}>
          {group.title ? (
            <h2 className="mb-2 px-4 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
              {group.title}
            </h2>
          ) : null}
          <ul className="divide-y divide-line/70 overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line/60">
            {group.rows.map((row) => (
              <li key={row.id}>
                <Row row={row} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
