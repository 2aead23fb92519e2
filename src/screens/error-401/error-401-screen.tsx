import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { lockIcon } from '../../components/atoms/icon/icons.ts';
import { Logo } from '../../components/atoms/logo/logo.tsx';
import { commonMessages } from '../../components/messages/common-messages.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { openAuthDialog } from '../../state/auth-dialog.ts';

const messages = defineMessages({
  title: { id: 'error401.title', defaultMessage: 'You need to log in' },
  body: {
    id: 'error401.body',
    defaultMessage: 'Your session has ended or you don’t have access to this page. Log in again to continue.',
  },
  logIn: commonMessages.logIn,
  home: commonMessages.backHome,
});

/**
 * Shown when access is refused (401). What it asks for, logging in again, is its first action:
 * the login dialog opens over home (this page stands outside the app's shell, which holds the
 * dialog), and home is the way out otherwise.
 */
export function Error401Screen() {
  const intl = useIntl();
  const to = useLocalePath();
  const [, navigate] = useLocation();
  const logIn = () => {
    openAuthDialog('main');
    navigate(to('/home'));
  };
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-surface px-6 py-16 text-center">
      <Logo className="mb-8" />
      <span className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon icon={lockIcon} size={30} />
      </span>
      <p className="text-sm font-semibold tracking-widest text-ink-subtle">401</p>
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(messages.title)}</h1>
      <p className="max-w-md text-ink-muted">{intl.formatMessage(messages.body)}</p>
      <div className="mt-4 flex flex-wrap items-center justify-center gap-3">
        <Button size="lg" onClick={logIn}>
          {intl.formatMessage(messages.logIn)}
        </Button>
        <Link to={to('/home')} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
          {intl.formatMessage(messages.home)}
        </Link>
      </div>
    </main>
  );
}
