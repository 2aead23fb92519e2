import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import { defaultEarningsRange, rangeProblem, statsRangeOf, type DayRange } from './earnings-range.ts';
import { EarningsBalance } from './earnings-balance.tsx';
import { EarningsRangeFields } from './earnings-range-fields.tsx';
import { mineEarnMessages as m } from './mine-earn-messages.ts';
import { OverallPerformance } from './overall-performance.tsx';
import { PostPerformanceList } from './post-performance-list.tsx';
import { SalesList } from './sales-list.tsx';

// The month chooser's list box (Headless UI's with floating-ui, about 20 kB) loads beside the
// figures, as the date fields do (earnings-range-fields.tsx): the screen's chunk stays within its
// 60 kB budget (it measured 62.7 kB with the chooser inside).
const StatementChooser = lazy(() =>
  import('./statement-chooser.tsx').then((module) => ({ default: module.StatementChooser })),
);

// Tracking links (a form, a list, a confirm) are read by creators now and then: they load apart,
// after the figures, so the screen's chunk keeps its budget.
const TrackingLinksSection = lazy(() =>
  import('./tracking-links/tracking-links-section.tsx').then((module) => ({
    default: module.TrackingLinksSection,
  })),
);

// Free trial links load apart for the same reason (docs/decisions/trials.md).
const TrialLinksSection = lazy(() =>
  import('./trial-links/trial-links-section.tsx').then((module) => ({
    default: module.TrialLinksSection,
  })),
);

export interface MineEarnScreenProps {
  /** The present the default range ends on; the clock's when absent (stories fix it). */
  now?: Date;
}

/**
 * mine/earn (spec §2, §3): the creator's balance with the way to withdraw it, then the overall
 * numbers (user/getUserStatistic) and each post's (article/stats) over a range of days, the last
 * 7 unless another is chosen; then the monthly statement's chooser and every sale with its fee
 * breakdown (user/getSaleList), and the creator's tracking links with what each brought. A range being typed that cannot be asked for (start after end,
 * over 366 days) says so and leaves the numbers of the last good one. `now` (the present the
 * range ends on) is the clock's unless a story fixes it.
 */
export function MineEarnScreen({ now }: MineEarnScreenProps) {
  const intl = useIntl();
  const [range, setRange] = useState<DayRange>(() => defaultEarningsRange(now ?? new Date()));
  const [asked, setAsked] = useState<DayRange>(range);
  const choose = (next: DayRange) => {
    setRange(next);
    if (!rangeProblem(next)) setAsked(next);
  };
  const request = statsRangeOf(asked);
  return (
    <div className="mx-auto flex w-full max-w-[720px] flex-col gap-6 px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <EarningsBalance request={request} />
      <EarningsRangeFields range={range} problem={rangeProblem(range)} onChange={choose} now={now} />
      <OverallPerformance request={request} />
      <Suspense fallback={<Skeleton className="h-36 w-full rounded-card" />}>
        <StatementChooser now={now} />
      </Suspense>
      <SalesList />
      <Suspense fallback={<Skeleton className="h-36 w-full rounded-card" />}>
        <TrackingLinksSection />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-36 w-full rounded-card" />}>
        <TrialLinksSection {...(now ? { now } : {})} />
      </Suspense>
      <PostPerformanceList request={request} />
    </div>
  );
}
