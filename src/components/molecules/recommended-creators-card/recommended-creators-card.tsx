import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { Creator } from '../../../contract/entities.ts';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { Avatar } from '../../atoms/avatar/avatar.tsx';
import { buttonClasses } from '../../atoms/button/button.tsx';
import { Icon } from '../../atoms/icon/icon.tsx';
import { sparklesIcon } from '../../atoms/icon/icons.ts';

/** The home screen recommends exactly this many creators (spec §9). */
export const RECOMMENDED_CREATORS = 3;

const messages = defineMessages({
  title: { id: 'home.recommended.title', defaultMessage: 'Recommended creators' },
  check: { id: 'home.recommended.check', defaultMessage: 'Check' },
  checkLabel: defineMessage<{ name: string }>({
    id: 'home.recommended.checkLabel',
    defaultMessage: 'Check {name}',
  }),
});

export interface RecommendedCreatorsCardProps {
  /** The first 3 are shown; more are ignored. */
  creators: readonly Creator[];
  className?: string;
}

/** Three recommended creators, each with a Check button to their page `/{lang}/{username}`. */
export function RecommendedCreatorsCard({ creators, className = '' }: RecommendedCreatorsCardProps) {
  const intl = useIntl();
  const pathTo = useLocalePath();
  const titleId = useId();
  const shown = creators.slice(0, RECOMMENDED_CREATORS);
  if (shown.length === 0) return null;

  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-card bg-surface p-4 shadow-card ring-1 ring-line/60 ${className}`}
    >
      <h2 id={titleId} className="mb-2 flex items-center gap-2 font-semibold text-ink">
        <Icon icon={sparklesIcon} size={18} className="text-brand-600" />
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className="divide-y divide-line">
        {shown.map((creator) => {
          const name = creator.nickname || creator.username;
          return (
            <li key={creator.uuid} className="flex items-center gap-3 py-2.5">
              <Avatar src={creator.thumb} name={name} decorative size={44} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-ink">
                  {/* The creator's own name: isolated, so it reads right in either direction. */}
                  <bdi>{name}</bdi>
                </p>
                <p className="truncate text-sm text-ink-muted">
                  <span dir="ltr">@{creator.username}</span>
                </p>
              </div>
              <Link
                to={pathTo(`/${creator.username}`)}
                aria-label={intl.formatMessage(messages.checkLabel, { name })}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                {intl.formatMessage(messages.check)}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
