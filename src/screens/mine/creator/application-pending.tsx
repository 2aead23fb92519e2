import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/atoms/button/button.tsx';
import { Icon } from '../../../components/atoms/icon/icon.tsx';
import { sparklesIcon } from '../../../components/atoms/icon/icons.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { creatorApplyMessages as m } from './creator-apply-messages.ts';

/** An application waits for review (auth_status 1): said, instead of the steps. */
export function ApplicationPending() {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <section className="flex flex-col items-center gap-4 rounded-card bg-surface p-8 text-center ring-1 ring-line/60">
      <Icon icon={sparklesIcon} size={40} className="text-brand-600" />
      <h2 className="text-xl font-semibold text-ink">{intl.formatMessage(m.pendingTitle)}</h2>
      <p className="max-w-md text-ink-muted">{intl.formatMessage(m.pendingBody)}</p>
      <Link to={to('/mine')} className={buttonClasses({ variant: 'secondary' })}>
        {intl.formatMessage(m.backToMine)}
      </Link>
    </section>
  );
}
