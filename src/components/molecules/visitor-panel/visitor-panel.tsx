import { useEffect, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { userIcon } from '../../atoms/icon/icons.ts';
import { commonMessages } from '../../messages/common-messages.ts';
import { legalMessages } from '../../messages/legal-messages.ts';

const messages = defineMessages({
  title: { id: 'mine.visitor.title', defaultMessage: 'Welcome to FanVault' },
  body: {
    id: 'mine.visitor.body',
    defaultMessage: 'Join to like posts, follow creators, subscribe and send messages.',
  },
  join: { id: 'mine.visitor.join', defaultMessage: 'Join now' },
  login: commonMessages.logIn,
  termsLead: { id: 'mine.visitor.termsLead', defaultMessage: 'By joining you accept the' },
  terms: legalMessages.visitorTerms,
  shortcut: { id: 'mine.visitor.shortcut', defaultMessage: 'Keyboard shortcut to log in:' },
});

/** Spec §2: Ctrl+Shift+L opens login from the visitor panel. `code` keeps it on any layout. */
export function isLoginShortcut(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'code'>,
) {
  return event.ctrlKey && event.shiftKey && !event.altKey && !event.metaKey && event.code === 'KeyL';
}

export interface VisitorPanelProps {
  /** Opens sign-up. */
  onJoin: () => void;
  /** Opens login; also what Ctrl+Shift+L does while the panel is shown. */
  onLogin: () => void;
  /** Opens the terms dialog. */
  onTerms: () => void;
  /** 'full' is the main profile; 'compact' heads the mobile settings list. @default 'full' */
  variant?: 'full' | 'compact';
  /** Listens for Ctrl+Shift+L while mounted; one panel per page should. @default true */
  shortcut?: boolean;
  className?: string;
}

/** What a visitor sees in place of a profile: join, log in, and the terms. */
export function VisitorPanel({
  onJoin,
  onLogin,
  onTerms,
  variant = 'full',
  shortcut = true,
  className = '',
}: VisitorPanelProps) {
  const intl = useIntl();
  const titleId = useId();

  useEffect(() => {
    if (!shortcut) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isLoginShortcut(event)) return;
      event.preventDefault();
      onLogin();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcut, onLogin]);

  const full = variant === 'full';
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col items-center rounded-card bg-surface text-center shadow-card ring-1 ring-line/60 ${full ? 'gap-4 px-6 py-10' : 'gap-3 px-4 py-6'} ${className}`}
    >
      {full ? (
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-accent-500 text-white shadow-md">
          <Icon icon={userIcon} size={30} />
        </span>
      ) : null}
      <h2 id={titleId} className={`font-bold text-ink ${full ? 'text-2xl' : 'text-lg'}`}>
        {intl.formatMessage(messages.title)}
      </h2>
      <p className="max-w-sm text-ink-muted">{intl.formatMessage(messages.body)}</p>
      <div className="flex w-full max-w-sm flex-wrap justify-center gap-3">
        <Button variant="gradient" className="min-w-32 flex-1" onClick={onJoin}>
          {intl.formatMessage(messages.join)}
        </Button>
        <Button
          variant="secondary"
          className="min-w-32 flex-1"
          onClick={onLogin}
          aria-keyshortcuts={shortcut ? 'Control+Shift+L' : undefined}
        >
          {intl.formatMessage(messages.login)}
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        {intl.formatMessage(messages.termsLead)}{' '}
        <button
          type="button"
          onClick={onTerms}
          className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {intl.formatMessage(messages.terms)}
        </button>
      </p>
      {full && shortcut ? (
        <p className="hidden text-xs text-ink-muted desktop:block">
          {intl.formatMessage(messages.shortcut)}{' '}
          <kbd
            dir="ltr"
            className="rounded border border-line-strong bg-surface-muted px-1.5 py-0.5 font-mono"
          >
            Ctrl+Shift+L
          </kbd>
        </p>
      ) : null}
    </section>
  );
}
