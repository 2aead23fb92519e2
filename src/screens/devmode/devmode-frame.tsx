import { useId, type ReactNode } from 'react';

/**
 * A part of a developer page, headed by the name the code knows it by (a component, a store):
 * a name, not a word of the app, so it is not translated.
 */
export function DevmodeFrame({
  name,
  boxed = true,
  testId,
  children,
}: {
  name: string;
  /** Drawn on a card of its own. @default true */
  boxed?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={`flex min-w-0 flex-col gap-3 ${boxed ? 'rounded-card bg-surface p-4 ring-1 ring-line/60' : ''}`}
    >
      <h2 id={headingId} className="font-semibold text-ink">
        <code dir="ltr">{name}</code>
      </h2>
      {children}
    </section>
  );
}
