import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/atoms/button/button.tsx';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { commonMessages } from '../../components/messages/common-messages.ts';

const messages = defineMessages({
  title: commonMessages.notFoundTitle,
  body: commonMessages.notFoundBody,
  home: commonMessages.backHome,
});

/** The catch-all 404 page. It always renders inside the app layout, whose `<main>` holds it. */
export function NotFoundScreen() {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-lg flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <p
        aria-hidden
        className="bg-gradient-to-br from-brand-500 to-accent-500 bg-clip-text text-8xl font-black tracking-tight text-transparent"
      >
        404
      </p>
      <h1 className="text-2xl font-bold text-ink">{intl.formatMessage(messages.title)}</h1>
      <p className="text-ink-muted">{intl.formatMessage(messages.body)}</p>
      <Link to={to('/home')} className={`${buttonClasses({ size: 'lg' })} mt-4`}>
        {intl.formatMessage(messages.home)}
      </Link>
    </div>
  );
}
