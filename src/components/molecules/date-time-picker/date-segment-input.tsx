import { useRef, type HTMLAttributes, type ReactNode } from 'react';
import { useDateSegment } from 'react-aria';
import { defineMessage, useIntl } from 'react-intl';
import type { DateFieldState, DateSegment } from 'react-stately';
import { controlBoxClasses } from '../../atoms/form-field/form-field.tsx';

/** What a screen reader says for a part not filled in yet. */
const emptySegment = defineMessage({ id: 'dateTime.emptySegment', defaultMessage: 'Empty' });

/** One editable part (day, hour…) of a react-aria date or time field: a 24 px spin button. */
function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  // react-aria says "Empty" in its own catalogue, which lacks Hindi, Indonesian, Vietnamese and
  // Thai (English there): the app's catalogue says it in all 15 languages.
  const valueText = segment.isPlaceholder ? intl.formatMessage(emptySegment) : segmentProps['aria-valuetext'];
  return (
    <div
      {...segmentProps}
      aria-valuetext={valueText}
      ref={ref}
      className={`box-content flex h-6 min-w-6 items-center justify-center rounded px-0.5 tabular-nums outline-none focus:bg-brand-600 focus:text-white ${segment.isPlaceholder ? 'text-ink-subtle' : ''} ${segment.type === 'literal' ? 'min-w-0 px-0' : ''}`}
    >
      {segment.text}
    </div>
  );
}

export interface DateSegmentInputProps {
  label: ReactNode;
  state: DateFieldState;
  labelProps: HTMLAttributes<HTMLElement>;
  fieldProps: HTMLAttributes<HTMLElement>;
  invalid: boolean;
  fieldRef: React.RefObject<HTMLDivElement | null>;
  /** Lays the parts out left to right in every locale, as HH:MM reads in Arabic too. @default false */
  ltr?: boolean;
  className?: string;
}

/** The label and segment box shared by the date field and the time field. */
export function DateSegmentInput({
  label,
  state,
  labelProps,
  fieldProps,
  invalid,
  fieldRef,
  ltr = false,
  className = '',
}: DateSegmentInputProps) {
  return (
    <div className={`flex flex-col gap-1 text-xs font-medium text-ink-muted ${className}`}>
      <span {...labelProps}>{label}</span>
      <div
        {...fieldProps}
        ref={fieldRef}
        dir={ltr ? 'ltr' : undefined}
        className={`${controlBoxClasses(invalid)} h-11 w-auto gap-0 text-[0.9375rem] text-ink ${state.isDisabled ? 'bg-surface-sunken text-ink-muted' : ''}`}
      >
        {state.segments.map((segment, index) => (
          <Segment key={index} segment={segment} state={state} />
        ))}
      </div>
    </div>
  );
}
