import { Component, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { buttonClasses } from '../components/atoms/button/button.tsx';
import { Icon } from '../components/atoms/icon/icon.tsx';
import { alertIcon } from '../components/atoms/icon/icons.ts';
import { commonMessages } from '../components/messages/common-messages.ts';

const messages = defineMessages({
  error: commonMessages.error,
  reload: commonMessages.reload,
});

/**
 * Shown when a screen fails to render: the generic content.error with its message and a reload.
 * Self-contained on purpose (markup of its own, not the EmptyState molecule): its most common
 * cause is a chunk that no longer loads (a new deployment), so it depends on nothing but the
 * entry, and the entry stays small (issue 8, the landing's budget).
 */
export function RouteError({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface px-6">
      <div role="alert" className="flex max-w-sm flex-col items-center gap-3 text-center">
        <span className="mb-1 flex h-16 w-16 items-center justify-center rounded-2xl bg-red-50 text-red-600">
          <Icon icon={alertIcon} size={30} />
        </span>
        <p className="text-lg font-semibold text-ink">{intl.formatMessage(messages.error)}</p>
        {error instanceof Error && error.message ? (
          <p className="text-sm text-ink-muted">{error.message}</p>
        ) : null}
        <button
          type="button"
          className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} mt-2`}
          onClick={() => window.location.reload()}
        >
          {intl.formatMessage(messages.reload)}
        </button>
      </div>
    </main>
  );
}

/** Catches what a screen throws while rendering (a chunk that failed to load, a bug) for RouteError. */
export class RouteErrorBoundary extends Component<
  { children: ReactNode },
  { failed: boolean; error: unknown }
> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
