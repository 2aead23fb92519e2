import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  showMore: { id: 'common.showMore', defaultMessage: 'Show more' },
  showLess: { id: 'common.showLess', defaultMessage: 'Show less' },
});

export interface FoldedTextProps {
  children: ReactNode;
  /** Lines shown while folded (spec §2: post text folds at 2). @default 2 */
  lines?: number;
  className?: string;
}

/**
 * Text folded to a few lines with a "Show more" / "Show less" toggle. The toggle appears only
 * when the text is actually cut off, measured in the browser, so short text stays quiet.
 */
export function FoldedText({ children, lines = 2, className = '' }: FoldedTextProps) {
  const intl = useIntl();
  const id = useId();
  const textRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const node = textRef.current;
    // Only a folded box can tell whether it cuts text off; an open one keeps the last answer.
    if (!node || expanded) return;
    const measure = () => setOverflows(node.scrollHeight > node.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [expanded, lines, children]);

  return (
    <div className={className}>
      <div
        ref={textRef}
        id={id}
        className="break-words whitespace-pre-line"
        style={
          expanded
            ? undefined
            : {
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: lines,
                overflow: 'hidden',
              }
        }
      >
        {children}
      </div>
      {overflows ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 inline-flex min-h-6 items-center rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {intl.formatMessage(expanded ? messages.showLess : messages.showMore)}
        </button>
      ) : null}
    </div>
  );
}
