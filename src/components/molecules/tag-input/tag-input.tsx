import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  normalizeTag,
  TAG_MAX_UNITS,
  TAG_MIN_UNITS,
  TAG_SUGGESTIONS_MAX,
  tagLengthError,
  type TagLengthError,
} from '../../../contract/rules/tag-length.ts';
import { CONTROL_INPUT_CLASSES, controlBoxClasses, FormField } from '../../atoms/form-field/form-field.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { closeIcon } from '../../atoms/icon/icons.ts';

const messages = defineMessages({
  hint: defineMessage<{ min: number; max: number }>({
    id: 'tag.hint',
    defaultMessage: 'Press Enter or comma to add. {min} to {max} characters; other scripts count double.',
  }),
  tooShort: defineMessage<{ min: number }>({
    id: 'tag.tooShort',
    defaultMessage: 'Tag is too short (at least {min}).',
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'tag.tooLong',
    defaultMessage: 'Tag is too long (at most {max}).',
  }),
  remove: defineMessage<{ tag: string }>({ id: 'tag.remove', defaultMessage: 'Remove {tag}' }),
  suggestions: { id: 'tag.suggestions', defaultMessage: 'Suggested tags' },
});

export interface TagInputProps {
  label: ReactNode;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  /** Candidates offered while typing; at most 10 are shown. @default [] */
  suggestions?: readonly string[];
  /** @default false */
  disabled?: boolean;
  className?: string;
}

/**
 * Post tags as removable chips: Enter or comma adds the typed tag, a tag must be 2 to 20 units
 * (non-ASCII counts 2), and up to 10 matching suggestions are offered.
 */
export function TagInput({
  label,
  tags,
  onChange,
  suggestions = [],
  disabled = false,
  className = '',
}: TagInputProps) {
  const intl = useIntl();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<TagLengthError | null>(null);
  // The suggestion the arrow keys point at (aria-activedescendant), or -1 for none.
  const [active, setActive] = useState(-1);

  const add = (raw: string) => {
    const tag = normalizeTag(raw);
    const error = tagLengthError(tag);
    if (error) return setProblem(error);
    setProblem(null);
    setDraft('');
    setActive(-1);
    // A repeated tag is accepted silently: the user's intent (that tag present) is met.
    if (!tags.includes(tag)) onChange([...tags, tag]);
  };
  const remove = (tag: string) => onChange(tags.filter((existing) => existing !== tag));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && shown.length > 0) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Cycles through the suggestions and back to the typed text (-1).
      const positions = shown.length + 1;
      setActive((current) => ((current + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Escape' && active !== -1) {
      event.preventDefault();
      setActive(-1);
    } else if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(event.key === 'Enter' && shown[active] !== undefined ? shown[active] : draft);
    } else if (event.key === 'Backspace' && !draft && tags.length > 0) {
      remove(tags[tags.length - 1] as string);
    }
  };

  const query = normalizeTag(draft).toLowerCase();
  const shown = suggestions
    .filter((tag) => !tags.includes(tag) && (!query || tag.toLowerCase().includes(query)))
    .slice(0, TAG_SUGGESTIONS_MAX);
  const open = shown.length > 0 && !disabled;
  const error =
    problem === 'tooShort'
      ? intl.formatMessage(messages.tooShort, { min: TAG_MIN_UNITS })
      : problem === 'tooLong'
        ? intl.formatMessage(messages.tooLong, { max: TAG_MAX_UNITS })
        : undefined;

  return (
    <FormField
      label={label}
      error={error}
      hint={intl.formatMessage(messages.hint, { min: TAG_MIN_UNITS, max: TAG_MAX_UNITS })}
      className={className}
    >
      {(control) => (
        <div className="flex flex-col gap-2">
          <div className={`${controlBoxClasses(control.invalid)} flex-wrap py-1.5`}>
            <ul className="contents">
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex h-8 items-center gap-1 rounded-full bg-brand-50 ps-3 pe-1 text-sm font-medium text-brand-800"
                >
                  {tag}
                  <button
                    type="button"
                    disabled={disabled}
                    aria-label={intl.formatMessage(messages.remove, { tag })}
                    onClick={() => remove(tag)}
                    className="inline-flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <Icon icon={closeIcon} size={16} />
                  </button>
                </li>
              ))}
            </ul>
            <input
              ref={inputRef}
              id={control.id}
              value={draft}
              disabled={disabled}
              enterKeyHint="done"
              autoComplete="off"
              aria-invalid={control.invalid || undefined}
              aria-describedby={control.describedBy}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
              onChange={(event) => {
                setProblem(null);
                setActive(-1);
                setDraft(event.target.value);
              }}
              onKeyDown={onKeyDown}
              className={`${CONTROL_INPUT_CLASSES} min-w-32 py-1`}
            />
          </div>
          {open ? (
            <ul
              id={listId}
              role="listbox"
              aria-label={intl.formatMessage(messages.suggestions)}
              className="flex flex-wrap gap-2"
            >
              {shown.map((tag, index) => (
                <li
                  key={tag}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // Keeps focus in the input, so typing and the arrow keys go on working.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    add(tag);
                    inputRef.current?.focus();
                  }}
                  className={`inline-flex h-8 cursor-pointer items-center rounded-full px-3 text-sm ring-1 ring-inset hover:bg-surface-muted ${
                    index === active
                      ? 'bg-brand-50 text-brand-800 outline-2 outline-offset-2 outline-brand-600 ring-brand-600'
                      : 'bg-surface text-ink ring-line-strong'
                  }`}
                >
                  #{tag}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
