import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { Badge } from '../../atoms/badge/badge.tsx';
import { Button } from '../../atoms/button/button.tsx';
import { CompactCount } from '../../atoms/compact-count/compact-count.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { alertIcon, checkIcon, logOutIcon, mailIcon, sparklesIcon } from '../../atoms/icon/icons.ts';
import { commonMessages } from '../../messages/common-messages.ts';
import { emailMessages } from '../../messages/email-messages.ts';

const messages = defineMessages({
  creator: { id: 'mine.profile.creator', defaultMessage: 'Creator' },
  email: emailMessages.email,
  noEmail: emailMessages.noEmail,
  verified: emailMessages.verified,
  unverified: emailMessages.unverified,
  verify: emailMessages.verify,
  // Column headings over a number, so no plural forms: "Posts 128".
  posts: { id: 'mine.profile.posts', defaultMessage: 'Posts' },
  subscribers: { id: 'mine.profile.subscribers', defaultMessage: 'Subscribers' },
  logout: commonMessages.logout,
});

export interface AccountProfileCardProps {
  nickname: string;
  username: string;
  thumb: string;
  email: string;
  /** email_validation 1 (spec §3). */
  emailVerified: boolean;
  /** Where an unverified email is verified (the account screen); without it no link shows. */
  verifyEmailHref?: string;
  /** Shows the creator badge and the post and subscriber counts. @default false */
  creator?: boolean;
  postCount?: number;
  subscriberCount?: number;
  onLogout: () => void;
  /** True while logging out. @default false */
  loggingOut?: boolean;
  className?: string;
}

/** The signed-in user's own profile on mine home: who they are, their email, and log out. */
export function AccountProfileCard({
  nickname,
  username,
  thumb,
  email,
  emailVerified,
  verifyEmailHref,
  creator = false,
  postCount = 0,
  subscriberCount = 0,
  onLogout,
  loggingOut = false,
  className = '',
}: AccountProfileCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const name = nickname || username;
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-col items-center gap-4 rounded-card bg-surface px-6 py-8 text-center shadow-card ring-1 ring-line/60 ${className}`}
    >
      <Avatar src={thumb} name={name} size={88} ring />
      <div className="min-w-0 max-w-full">
        <h2 id={titleId} dir="auto" className="truncate text-2xl font-bold text-ink">
          {name}
        </h2>
        <p className="truncate text-ink-muted">
          <span dir="ltr">@{username}</span>
        </p>
      </div>
      {creator ? (
        <Badge tone="brand" icon={sparklesIcon}>
          {intl.formatMessage(messages.creator)}
        </Badge>
      ) : null}
      {creator ? (
        <dl className="flex gap-8">
          {[
            { value: postCount, label: messages.posts },
            { value: subscriberCount, label: messages.subscribers },
          ].map(({ value, label }) => (
            <div key={label.id} className="flex flex-col-reverse items-center">
              <dt className="text-sm text-ink-muted">{intl.formatMessage(label)}</dt>
              <dd className="text-xl font-bold text-ink">
                <CompactCount value={value} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="flex max-w-full flex-wrap items-center justify-center gap-2 text-sm">
        <Icon icon={mailIcon} size={18} className="text-ink-subtle" />
        <span className="sr-only">{intl.formatMessage(messages.email)}:</span>
        {email ? (
          <>
            <span dir="ltr" className="min-w-0 truncate text-ink">
              {email}
            </span>
            <Badge
              tone={emailVerified ? 'success' : 'warning'}
              size="sm"
              icon={emailVerified ? checkIcon : alertIcon}
            >
              {intl.formatMessage(emailVerified ? messages.verified : messages.unverified)}
            </Badge>
            {!emailVerified && verifyEmailHref ? (
              <Link
                href={verifyEmailHref}
                className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {intl.formatMessage(messages.verify)}
              </Link>
            ) : null}
          </>
        ) : (
          <span className="text-ink-muted">{intl.formatMessage(messages.noEmail)}</span>
        )}
      </div>
      <Button variant="secondary" onClick={onLogout} loading={loggingOut} className="mt-2">
        <Icon icon={logOutIcon} size={18} className="rtl:-scale-x-100" />
        {intl.formatMessage(messages.logout)}
      </Button>
    </section>
  );
}
