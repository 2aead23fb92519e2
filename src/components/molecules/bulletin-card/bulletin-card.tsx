import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Button } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { megaphoneIcon } from '../../atoms/icon/icons.ts';

const messages = defineMessages({
  label: { id: 'bulletin.label', defaultMessage: 'Announcement' },
  signUp: { id: 'bulletin.signUp', defaultMessage: 'Sign up' },
});

export interface BulletinCardProps {
  title: string;
  /** The announcement's text (already translated by whoever publishes it). */
  children: ReactNode;
  /** Shows the sign-up button: only visitors (not logged in) see it. @default false */
  isVisitor?: boolean;
  onSignUp?: () => void;
  className?: string;
}

/** An announcement from the platform, with a sign-up button for visitors. */
export function BulletinCard({
  title,
  children,
  isVisitor = false,
  onSignUp,
  className = '',
}: BulletinCardProps) {
  const intl = useIntl();
  return (
    <aside
      aria-label={intl.formatMessage(messages.label)}
      className={`relative overflow-hidden rounded-card bg-gradient-to-br from-brand-50 to-surface p-4 ring-1 ring-brand-200 ${className}`}
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white">
          {/* The megaphone faces the reading direction. */}
          <Icon icon={megaphoneIcon} size={20} className="rtl:-scale-x-100" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {intl.formatMessage(messages.label)}
          </p>
          <h2 className="mt-0.5 font-semibold text-ink">{title}</h2>
          <div className="mt-1 text-sm leading-relaxed text-ink-muted">{children}</div>
          {isVisitor ? (
            <Button size="sm" variant="gradient" className="mt-3" onClick={onSignUp}>
              {intl.formatMessage(messages.signUp)}
            </Button>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
