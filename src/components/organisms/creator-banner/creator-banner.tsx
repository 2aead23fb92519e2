import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Creator } from '../../../contract/entities.ts';
import { formatCompactCount } from '../../../i18n/format.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { IconButton } from '../../atoms/icon-button/icon-button.tsx';
import { banIcon, alertIcon, giftIcon, messageIcon, shareIcon } from '../../atoms/icon/icons.ts';
import { FoldedText } from '../../molecules/folded-text/folded-text.tsx';
import { SocialLinksRow } from '../../molecules/social-links-row/social-links-row.tsx';
import { SubscribeCard } from '../../molecules/subscribe-card/subscribe-card.tsx';
import { messageCreatorMessages } from '../../messages/common-messages.ts';
import { tipCreatorMessage } from '../../messages/tip-messages.ts';

type Shown = { count: number; shown: string };

const messages = defineMessages({
  posts: defineMessage<Shown>({
    id: 'creatorPage.posts',
    defaultMessage: '{count, plural, one {{shown} post} other {{shown} posts}}',
  }),
  views: defineMessage<Shown>({
    id: 'creatorPage.views',
    defaultMessage: '{count, plural, one {{shown} view} other {{shown} views}}',
  }),
  copyLink: { id: 'creatorPage.copyLink', defaultMessage: 'Copy link to this page' },
  report: defineMessage<{ name: string }>({ id: 'creatorPage.report', defaultMessage: 'Report {name}' }),
  block: defineMessage<{ name: string }>({ id: 'creatorPage.block', defaultMessage: 'Block {name}' }),
  message: messageCreatorMessages.message,
  tip: tipCreatorMessage,
  own: { id: 'creatorPage.own', defaultMessage: 'This is your page as others see it.' },
});

export interface CreatorBannerProps {
  creator: Creator;
  /** The viewer's own page: no subscribe, no report, no block. @default false */
  own?: boolean;
  /** Report and block are offered to signed-in viewers only (spec §2). @default false */
  signedIn?: boolean;
  /** The viewer blocked this creator: no subscribing, no second block (the page offers unblock). @default false */
  blocked?: boolean;
  onCopyLink: () => void;
  onReport?: () => void;
  onBlock?: () => void;
  onSubscribe?: () => void;
  onViewPlans?: () => void;
  /** Opens the chat with the creator; shown to visitors too (it asks them to log in first). */
  onMessage?: () => void;
  /** Opens the tip dialog (issue 25); shown to visitors too (it asks them to log in first). */
  onTip?: () => void;
  className?: string;
}

/**
 * The head of a creator page (spec §2): cover, avatar, names, post and view counts, the
 * description folded to three lines, social links, copy link, report and block, and the
 * subscribe card (Subscribe, or the disabled Subscribed). The names and the description are the
 * creator's own words, isolated for direction so an Arabic bio reads right in English and back.
 */
export function CreatorBanner({
  creator,
  own = false,
  signedIn = false,
  blocked = false,
  onCopyLink,
  onReport,
  onBlock,
  onSubscribe,
  onViewPlans,
  onMessage,
  onTip,
  className = '',
}: CreatorBannerProps) {
  const intl = useIntl();
  const headingId = useId();
  const name = creator.nickname || creator.username;
  const count = (message: typeof messages.posts, value: number) =>
    intl.formatMessage(message, { count: value, shown: formatCompactCount(intl, value) });

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="relative aspect-[3/1] min-h-28 overflow-hidden bg-surface-sunken desktop:rounded-card">
        {creator.background ? (
          <img src={creator.background} alt="" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="px-4 desktop:px-0">
        <div className="flex items-end justify-between gap-3">
          {/* Positioned, so it is drawn over the cover it overlaps (the cover is positioned too). */}
          <Avatar src={creator.thumb} name={name} decorative size={96} ring className="relative -mt-12" />
          <div className="flex items-center gap-1 pt-3">
            {!own && !blocked && onMessage ? (
              <IconButton
                icon={messageIcon}
                label={intl.formatMessage(messages.message, { name })}
                onClick={onMessage}
              />
            ) : null}
            {!own && !blocked && onTip ? (
              <IconButton
                icon={giftIcon}
                label={intl.formatMessage(messages.tip, { name })}
                onClick={onTip}
              />
            ) : null}
            <IconButton icon={shareIcon} label={intl.formatMessage(messages.copyLink)} onClick={onCopyLink} />
            {!own && signedIn && onReport ? (
              <IconButton
                icon={alertIcon}
                label={intl.formatMessage(messages.report, { name })}
                onClick={onReport}
              />
            ) : null}
            {!own && !blocked && signedIn && onBlock ? (
              <IconButton
                icon={banIcon}
                label={intl.formatMessage(messages.block, { name })}
                onClick={onBlock}
              />
            ) : null}
          </div>
        </div>
        <h1 id={headingId} className="mt-3 text-2xl leading-tight font-bold break-words text-ink">
          <bdi>{name}</bdi>
        </h1>
        <p className="mt-0.5 text-ink-muted">
          <span dir="ltr">@{creator.username}</span>
        </p>
        <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-ink-muted">
          <span>{count(messages.posts, creator.post_num)}</span>
          <span>{count(messages.views, creator.view_count)}</span>
        </p>
        {creator.description ? (
          <FoldedText lines={3} className="mt-3 text-[0.9375rem] leading-relaxed text-ink">
            <span dir="auto" className="block">
              {creator.description}
            </span>
          </FoldedText>
        ) : null}
        <SocialLinksRow links={creator} showLabels={false} className="mt-3" />
        {own ? (
          <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
            {intl.formatMessage(messages.own)}
          </p>
        ) : blocked ? null : (
          <SubscribeCard
            creator={creator}
            onSubscribe={onSubscribe}
            onViewPlans={onViewPlans}
            className="mt-4"
          />
        )}
      </div>
    </section>
  );
}
