import { useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { EmptyState } from '../components/molecules/empty-state/empty-state.tsx';

/** Shown when a route fails to render: the generic content.error with its message and a reload. */
export function RouteError() {
  const error = useRouteError();
  useIntl();
  return (
    <main className="flex min-h-dvh items-center justify-center bg-surface">
      <EmptyState
        tone="error"
        description={error instanceof Error ? error.message : undefined}
        onReload={() => window.location.reload()}
      />
    </main>
  );
}
