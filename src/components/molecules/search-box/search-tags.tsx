import { useIntl } from 'react-intl';
import { truncateSearchTag } from './search-box.logic.ts';

export interface SearchTagsProps {
  tags: readonly string[];
  onSelect?: (tag: string) => void;
  /** Numbers the tags 1, 2, 3… before their text (popular keywords, most searched first). @default false */
  ranked?: boolean;
}

/**
 * Search terms as tags to tap: each shows at most 20 characters and an ellipsis (spec §9) and is
 * named by its whole term. Terms are people's own words, isolated so a right-to-left term reads
 * right in a left-to-right page and back.
 */
export function SearchTags({ tags, onSelect, ranked = false }: SearchTagsProps) {
  const intl = useIntl();
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag, index) => {
        const shown = truncateSearchTag(tag);
        return (
          <li key={tag} className="max-w-full">
            <button
              type="button"
              title={shown === tag ? undefined : tag}
              onClick={() => onSelect?.(tag)}
              className="inline-flex h-8 max-w-full items-center gap-1.5 rounded-full bg-surface-sunken px-3 text-sm text-ink hover:bg-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {ranked ? (
                <span aria-hidden className="font-semibold text-brand-700 tabular-nums">
                  {intl.formatNumber(index + 1)}
                </span>
              ) : null}
              {shown === tag ? (
                <bdi className="truncate">{tag}</bdi>
              ) : (
                // The full term names the button; only what is drawn is shortened.
                <>
                  <bdi aria-hidden className="truncate">
                    {shown}
                  </bdi>
                  <span className="sr-only">{tag}</span>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
