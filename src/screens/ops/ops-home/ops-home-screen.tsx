import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { OperatorQueue } from '../../../contract/operators.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { useOperator } from '../ops-console/operator-context.ts';
import { opsMessages, opsQueueDescriptions, opsQueueMessages } from '../ops-messages.ts';
import { visibleQueues } from '../ops-queues.ts';

/**
 * The console's home: one card per queue the operator's role works that has a page, each a link
 * to it. Counts of what waits arrive with each queue's page.
 */
export function OpsHomeScreen({ queues }: { queues: readonly OperatorQueue[] }) {
  const intl = useIntl();
  const to = useLocalePath();
  const operator = useOperator();
  const shown = visibleQueues(operator.role, queues);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(opsMessages.homeTitle)}</h1>
        <p className="text-ink-muted">
          {intl.formatMessage(shown.length > 0 ? opsMessages.homeIntro : opsMessages.homeEmpty)}
        </p>
      </div>
      {shown.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((queue) => (
            <li key={queue}>
              <Link
                to={to(`/ops/${queue}`)}
                className="flex h-full flex-col gap-2 rounded-card bg-surface p-5 shadow-card ring-1 ring-line transition-shadow hover:shadow-raised focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <h2 className="text-lg font-semibold text-ink">
                  {intl.formatMessage(opsQueueMessages[queue])}
                </h2>
                <p className="text-sm text-ink-muted">{intl.formatMessage(opsQueueDescriptions[queue])}</p>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
