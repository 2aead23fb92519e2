import { useEffect, useId, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Icon } from '../../atoms/icon/icon.tsx';
import { searchIcon } from '../../atoms/icon/icons.ts';
import { createDebouncer, SEARCH_DEBOUNCE_MS } from './search-box.logic.ts';
import { SearchTags } from './search-tags.tsx';

const messages = defineMessages({
  label: { id: 'search.label', defaultMessage: 'Search posts and creators' },
  history: { id: 'search.history', defaultMessage: 'Recent searches' },
  clearHistory: { id: 'search.clearHistory', defaultMessage: 'Clear history' },
  popular: { id: 'search.popular', defaultMessage: 'Popular searches' },
});

export interface SearchBoxProps {
  /** Runs 500 ms after the last keystroke (never while a word is being composed), or at once on Enter. */
  onSearch: (query: string) => void;
  /** Recent terms, most recent first (src/state/search-history.ts). @default [] */
  history?: readonly string[];
  /** Popular keywords (article/getHotKeywords), most searched first. @default [] */
  popular?: readonly string[];
  /** A history or popular tag was chosen (the screen goes to /search?q={tag}). */
  onSelectTag?: (tag: string) => void;
  onClearHistory?: () => void;
  /**
   * The term searched, as the address holds it: when it changes from outside (a tag, back), the
   * field shows it and a search still waiting on the debounce is dropped. @default ''
   */
  value?: string;
  /** @default 500 */
  debounceMs?: number;
  className?: string;
}

/**
 * The search field with its 500 ms debounce, and under it the recent-search and popular tags.
 * It respects input methods (Japanese, Chinese, Korean…): nothing is searched while a word is
 * being composed, only once it is committed.
 */
export function SearchBox({
  onSearch,
  history = [],
  popular = [],
  onSelectTag,
  onClearHistory,
  value = '',
  debounceMs = SEARCH_DEBOUNCE_MS,
  className = '',
}: SearchBoxProps) {
  const intl = useIntl();
  const [query, setQuery] = useState(value);
  // The address's term changed from outside (not by this field's own search): show it.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== query.trim()) setQuery(value);
  }
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
  useEffect(() => {
    // A term set from outside wins over one still waiting to be searched.
    debouncer.current?.cancel();
  }, [value]);
  // Between compositionstart and compositionend the text is not yet what the reader means.
  const composing = useRef(false);
  const label = intl.formatMessage(messages.label);
  const historyId = useId();
  const popularId = useId();

  return (
    <div className={`flex flex-col gap-5 ${className}`}>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (composing.current) return;
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
          // The reader's words, in whichever direction their script runs.
          dir="auto"
          onCompositionStart={() => {
            composing.current = true;
            debouncer.current?.cancel();
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            debouncer.current?.call(event.currentTarget.value.trim());
          }}
          onChange={(event) => {
            setQuery(event.target.value);
            const native = event.nativeEvent as InputEvent;
            if (composing.current || native.isComposing) return;
            debouncer.current?.call(event.target.value.trim());
          }}
          className="min-w-0 flex-1 bg-transparent text-[0.9375rem] text-ink outline-none placeholder:text-ink-subtle focus-visible:outline-none"
        />
      </form>
      {history.length > 0 ? (
        <section aria-labelledby={historyId} className="flex flex-col gap-2">
          <div className="flex items-center justify-between">
            <h2 id={historyId} className="text-sm font-semibold text-ink">
              {intl.formatMessage(messages.history)}
            </h2>
            <button
              type="button"
              onClick={onClearHistory}
              className="min-h-8 rounded-full px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {intl.formatMessage(messages.clearHistory)}
            </button>
          </div>
          <SearchTags tags={history} onSelect={onSelectTag} />
        </section>
      ) : null}
      {popular.length > 0 ? (
        <section aria-labelledby={popularId} className="flex flex-col gap-2">
          <h2 id={popularId} className="text-sm font-semibold text-ink">
            {intl.formatMessage(messages.popular)}
          </h2>
          <SearchTags tags={popular} onSelect={onSelectTag} ranked />
        </section>
      ) : null}
    </div>
  );
}
