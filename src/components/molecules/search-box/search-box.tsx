import { useEffect, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../../atoms/icon/icon.tsx';
import { searchIcon } from '../../atoms/icon/icons.ts';
import { createDebouncer, SEARCH_DEBOUNCE_MS, truncateSearchTag } from './search-box.logic.ts';

const messages = defineMessages({
  label: { id: 'search.label', defaultMessage: 'Search posts and creators' },
  history: { id: 'search.history', defaultMessage: 'Recent searches' },
  clearHistory: { id: 'search.clearHistory', defaultMessage: 'Clear history' },
});

export interface SearchBoxProps {
  /** Runs 500 ms after the last keystroke, or at once on Enter. */
  onSearch: (query: string) => void;
  /** Recent terms, most recent first (see `addSearchHistory`). @default [] */
  history?: readonly string[];
  /** A history tag was chosen (the screen goes to /search?q={tag}). */
  onSelectTag?: (tag: string) => void;
  onClearHistory?: () => void;
  /** @default '' */
  defaultValue?: string;
  /** @default 500 */
  debounceMs?: number;
  className?: string;
}

/** The search field with its 500 ms debounce, and the recent-search tags under it. */
export function SearchBox({
  onSearch,
  history = [],
  onSelectTag,
  onClearHistory,
  defaultValue = '',
  debounceMs = SEARCH_DEBOUNCE_MS,
  className = '',
}: SearchBoxProps) {
  const intl = useIntl();
  const [query, setQuery] = useState(defaultValue);
  // The latest callback without restarting the debouncer when the parent re-renders.
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);
  const debouncer = useRef<ReturnType<typeof createDebouncer<[string]>> | null>(null);
  useEffect(() => {
    const created = createDebouncer((query: string) => onSearchRef.current(query), debounceMs);
    debouncer.current = created;
    // Unmounting drops a pending search rather than running it for a screen that is gone.
    return () => created.cancel();
  }, [debounceMs]);
  const label = intl.formatMessage(messages.label);

  return (
    <div className={`flex flex-col gap-4 ${className}`}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          debouncer.current?.call(query.trim());
          debouncer.current?.flush();
        }}
        className="flex h-11 items-center gap-2 rounded-full bg-surface px-4 ring-1 ring-inset ring-line-strong focus-within:ring-2 focus-within:ring-brand-600"
      >
        <Icon icon={searchIcon} size={18} className="text-ink-muted" />
        <input
          type="search"
          value={query}
          aria-label={label}
          placeholder={label}
          enterKeyHint="search"
          onChange={(event) => {
            setQuery(event.target.value);
            debouncer.current?.call(event.target.value.trim());
          }}
          className="min-w-0 flex-1 bg-transparent text-[0.9375rem] text-ink outline-none placeholder:text-ink-subtle focus-visible:outline-none"
        />
      </form>
      {history.length > 0 ? (
        <section aria-label={intl.formatMessage(messages.history)} className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-semibold text-ink">{intl.formatMessage(messages.history)}</h2>
            <button
              type="button"
              onClick={onClearHistory}
              className="min-h-8 rounded-full px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {intl.formatMessage(messages.clearHistory)}
            </button>
          </div>
          <ul className="flex flex-wrap gap-2">
            {history.map((tag) => {
              const shown = truncateSearchTag(tag);
              return (
                <li key={tag}>
                  <button
                    type="button"
                    // The full term names the button; the label only shortens what is drawn.
                    title={shown === tag ? undefined : tag}
                    aria-label={shown === tag ? undefined : tag}
                    onClick={() => onSelectTag?.(tag)}
                    className="inline-flex h-8 max-w-full items-center rounded-full bg-surface-sunken px-3 text-sm text-ink hover:bg-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                  >
                    {shown}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
