import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { SignedInOperator } from '../../../api/ops-me.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Logo } from '../../../components/atoms/logo/logo.tsx';
import { commonMessages } from '../../../components/messages/common-messages.ts';
import { LanguageSwitcher } from '../../../components/molecules/language-switcher/language-switcher.tsx';
import type { OperatorQueue } from '../../../contract/operators.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useSwitchLocale } from '../../../i18n/use-switch-locale.ts';
import { opsMessages, opsQueueMessages, opsRoleMessages } from '../ops-messages.ts';

export interface OpsLayoutProps {
  operator: SignedInOperator;
  /** The queues in the navigation: those of the operator's role that have a page. */
  queues: readonly OperatorQueue[];
  /** The queue shown, or null on the console's home. */
  current: OperatorQueue | null;
  onSignOut: () => void;
  /** @default false */
  signingOut?: boolean;
  children: ReactNode;
}

const navItemClasses = (active: boolean) =>
  `flex min-h-11 shrink-0 items-center rounded-xl px-3 text-sm whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 ${
    active ? 'bg-brand-50 font-semibold text-brand-700' : 'font-medium text-ink hover:bg-surface-sunken'
  }`;

/**
 * The console's frame: the product and "Operations", who is signed in and their role, sign out,
 * and the queues (a side list on desktop, a row that scrolls sideways on a phone). No member
 * navigation: operators are not members.
 */
export function OpsLayout({
  operator,
  queues,
  current,
  onSignOut,
  signingOut = false,
  children,
}: OpsLayoutProps) {
  const intl = useIntl();
  const to = useLocalePath();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const role = intl.formatMessage(opsRoleMessages[operator.role]);
  return (
    <div className="flex min-h-dvh flex-col bg-surface-muted">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-line bg-surface px-4 py-3 desktop:px-6">
        <Link
          to={to('/ops')}
          className="inline-flex items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Logo />
          <span className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {intl.formatMessage(opsMessages.operations)}
          </span>
        </Link>
        <div className="ms-auto flex min-w-0 items-center gap-3">
          <p className="min-w-0 truncate text-sm text-ink-muted">
            <span dir="ltr" className="font-medium text-ink">
              {operator.email}
            </span>
            <span aria-hidden="true"> · </span>
            <span className="sr-only">, </span>
            <span>{role}</span>
          </p>
          <LanguageSwitcher value={locale} onChange={switchLocale} variant="compact" />
          <Button type="button" variant="secondary" size="sm" loading={signingOut} onClick={onSignOut}>
            {intl.formatMessage(commonMessages.logout)}
          </Button>
        </div>
      </header>
      <div className="flex flex-1 flex-col desktop:flex-row">
        <nav
          aria-label={intl.formatMessage(opsMessages.queues)}
          className="border-b border-line bg-surface desktop:w-60 desktop:shrink-0 desktop:border-e desktop:border-b-0"
        >
          <ul className="flex gap-1 overflow-x-auto px-3 py-2 desktop:flex-col desktop:overflow-visible desktop:py-4">
            <li>
              <Link
                to={to('/ops')}
                aria-current={current === null ? 'page' : undefined}
                className={navItemClasses(current === null)}
              >
                {intl.formatMessage(opsMessages.home)}
              </Link>
            </li>
            {queues.map((queue) => (
              <li key={queue}>
                <Link
                  to={to(`/ops/${queue}`)}
                  aria-current={current === queue ? 'page' : undefined}
                  className={navItemClasses(current === queue)}
                >
                  {intl.formatMessage(opsQueueMessages[queue])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <main className="min-w-0 flex-1 px-4 py-6 desktop:px-8">{children}</main>
      </div>
    </div>
  );
}
