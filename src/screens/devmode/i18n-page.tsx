import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { RelativeTime } from '../../components/atoms/relative-time/relative-time.tsx';
import { commonMessages } from '../../components/messages/common-messages.ts';
import { LanguageSwitcher } from '../../components/molecules/language-switcher/language-switcher.tsx';
import { DAY_ONLY, TO_THE_MINUTE } from '../../i18n/date-formats.ts';
import { formatCompactCount, formatPrice } from '../../i18n/format.ts';
import { directionOf } from '../../i18n/locale-resolution.ts';
import { NATIVE_LANGUAGE_NAMES } from '../../i18n/native-names.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { useSwitchLocale } from '../../i18n/use-switch-locale.ts';
import { devmodePageTexts as t } from './devmode-messages.ts';

/** A fixed instant, so every language shows the same moment: 15 January 2026, 12:00 UTC. */
const SAMPLE_TIME = Date.UTC(2026, 0, 15, 12, 0);
/** Three hours later: "3 hours ago" as a post's time reads. */
const SAMPLE_NOW = SAMPLE_TIME + 3 * 60 * 60 * 1000;

const COUNTS = [999, 1234, 15_300_000];
/** Under 100 with cents, whole under 100, whole from 100, over 100 with cents (format.ts). */
const PRICES = [4.99, 5, 120, 296.37];

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 border-b border-line/60 py-3 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd data-testid={testId} className="flex flex-wrap items-center gap-x-4 gap-y-1 text-ink">
        {children}
      </dd>
    </div>
  );
}

/** i18n: the language (with the switcher), its direction, and the formats of src/i18n/format.ts. */
export function I18nPage() {
  const intl = useIntl();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <dl className="rounded-card bg-surface px-4 ring-1 ring-line/60">
      <Row label={intl.formatMessage(commonMessages.language)} testId="i18n-language">
        <span>
          {NATIVE_LANGUAGE_NAMES[locale]} <code dir="ltr">{locale}</code>
        </span>
        <LanguageSwitcher value={locale} onChange={switchLocale} anchor="bottom start" />
      </Row>
      <Row label={intl.formatMessage(t.direction)} testId="i18n-direction">
        <code>{directionOf(locale)}</code>
      </Row>
      <Row label={intl.formatMessage(t.dates)} testId="i18n-dates">
        <span>{intl.formatDate(SAMPLE_TIME, TO_THE_MINUTE)}</span>
        <span>{intl.formatDate(SAMPLE_TIME, DAY_ONLY)}</span>
        <RelativeTime value={SAMPLE_TIME} now={SAMPLE_NOW} />
      </Row>
      <Row label={intl.formatMessage(t.numbers)} testId="i18n-numbers">
        <span>{intl.formatNumber(1_234_567.891)}</span>
        {COUNTS.map((count) => (
          <span key={count}>{formatCompactCount(intl, count)}</span>
        ))}
      </Row>
      <Row label={intl.formatMessage(t.prices)} testId="i18n-prices">
        {PRICES.map((price) => (
          <span key={price}>{formatPrice(intl, price)}</span>
        ))}
      </Row>
    </dl>
  );
}
