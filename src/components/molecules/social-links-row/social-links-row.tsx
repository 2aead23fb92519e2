import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Icon } from '../../atoms/icon/icon.tsx';
import { presentSocialLinks, type SocialLinks } from './social-links-row.logic.ts';
import { SOCIAL_ICONS, SOCIAL_NETWORK_NAMES } from './social-networks.ts';

const messages = defineMessages({
  newTab: defineMessage<{ name: string }>({
    id: 'social.newTab',
    defaultMessage: '{name} (opens in a new tab)',
  }),
  list: { id: 'social.list', defaultMessage: 'Social links' },
});

export interface SocialLinksRowProps {
  /** A creator's `*_link` fields; only the filled ones are shown. */
  links: SocialLinks;
  /** Names beside the icons; icons alone when false (still labelled). @default true */
  showLabels?: boolean;
  className?: string;
}

/** A creator's social links (Instagram, Facebook, X, YouTube, TikTok), only those present. */
export function SocialLinksRow({ links, showLabels = true, className = '' }: SocialLinksRowProps) {
  const intl = useIntl();
  const present = presentSocialLinks(links);
  if (present.length === 0) return null;

  return (
    <ul aria-label={intl.formatMessage(messages.list)} className={`flex flex-wrap gap-2 ${className}`}>
      {present.map(({ network, url }) => {
        const name = intl.formatMessage(SOCIAL_NETWORK_NAMES[network]);
        return (
          <li key={network}>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={intl.formatMessage(messages.newTab, { name })}
              title={showLabels ? undefined : name}
              className={`inline-flex h-9 items-center gap-1.5 rounded-full bg-surface text-sm font-medium text-ink ring-1 ring-line hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${showLabels ? 'ps-2.5 pe-3.5' : 'w-9 justify-center'}`}
            >
              <Icon icon={SOCIAL_ICONS[network]} size={18} />
              {showLabels ? <span>{name}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
