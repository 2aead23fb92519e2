import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { CreatorPreview } from '../../../contract/creator-preview.ts';
import { Icon } from '../../atoms/icon/icon.tsx';
import { eyeIcon } from '../../atoms/icon/icons.ts';

const messages = defineMessages({
  label: { id: 'previewBanner.label', defaultMessage: 'Preview of your page' },
  asVisitor: { id: 'previewBanner.asVisitor', defaultMessage: 'As a visitor' },
  asSubscriber: { id: 'previewBanner.asSubscriber', defaultMessage: 'As a subscriber' },
  exit: { id: 'previewBanner.exit', defaultMessage: 'Exit preview' },
  visitorHint: {
    id: 'previewBanner.visitorHint',
    defaultMessage: 'Someone who is not subscribed sees your free posts open and the others locked.',
  },
  subscriberHint: {
    id: 'previewBanner.subscriberHint',
    defaultMessage: 'A subscriber of your plans sees their posts open; pay-per-post posts stay locked.',
  },
});

export interface PreviewBannerProps {
  /** Whose view the page shows. */
  as: CreatorPreview;
  onChange: (as: CreatorPreview) => void;
  /** Where Exit goes (the profile editor). */
  exitHref: string;
}

/**
 * The banner over a creator's preview of their own page (spec §2 mine/profile-prvw): which view it
 * is, a switch between a visitor's and a subscriber's, and the way out.
 */
export function PreviewBanner({ as, onChange, exitHref }: PreviewBannerProps) {
  const intl = useIntl();
  const views = [
    { value: 'visitor' as const, label: messages.asVisitor },
    { value: 'subscriber' as const, label: messages.asSubscriber },
  ];
  return (
    <section
      aria-label={intl.formatMessage(messages.label)}
      className="sticky top-0 z-20 bg-surface-inverse px-4 py-3 text-white shadow-raised desktop:rounded-b-card"
    >
      <div className="mx-auto flex max-w-[1040px] flex-wrap items-center gap-x-4 gap-y-2">
        <p className="flex items-center gap-2 font-semibold">
          <Icon icon={eyeIcon} size={18} />
          {intl.formatMessage(messages.label)}
        </p>
        <div
          role="group"
          aria-label={intl.formatMessage(messages.label)}
          className="flex rounded-full bg-white/10 p-1"
        >
          {views.map((view) => (
            <button
              key={view.value}
              type="button"
              aria-pressed={as === view.value}
              onClick={() => onChange(view.value)}
              className={`min-h-8 rounded-full px-3 text-sm font-medium transition-colors ${
                as === view.value ? 'bg-white text-ink' : 'text-white hover:bg-white/15'
              }`}
            >
              {intl.formatMessage(view.label)}
            </button>
          ))}
        </div>
        <Link
          href={exitHref}
          className="ms-auto inline-flex min-h-8 items-center rounded-full px-3 text-sm font-semibold text-white underline underline-offset-2 hover:bg-white/15"
        >
          {intl.formatMessage(messages.exit)}
        </Link>
        <p className="w-full text-sm text-white/80">
          {intl.formatMessage(as === 'visitor' ? messages.visitorHint : messages.subscriberHint)}
        </p>
      </div>
    </section>
  );
}
