import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { commonMessages } from '../../../components/messages/common-messages.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { opsMessages } from '../ops-messages.ts';

/**
 * A console address that leads nowhere (a queue without a page, a typo): said inside the console,
 * with the way back to its overview. The app's 404 screen would take the member area's chunk along.
 */
export function OpsNotFound() {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(commonMessages.notFoundTitle)}</h1>
      <p className="text-ink-muted">{intl.formatMessage(commonMessages.notFoundBody)}</p>
      <Link
        to={to('/ops')}
        className="inline-flex min-h-11 items-center rounded-xl px-3 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {intl.formatMessage(opsMessages.home)}
      </Link>
    </div>
  );
}
