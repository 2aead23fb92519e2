import { useIntl } from 'react-intl';
import { useSpendingLimits } from '../../../api/get-spending-limits.ts';
import { Skeleton } from '../../../components/atoms/skeleton/skeleton.tsx';
import { BackButton } from '../../../components/molecules/back-button/back-button.tsx';
import { AsyncContent } from '../../../components/organisms/async-content/async-content.tsx';
import { resetDateText } from '../../../components/molecules/spending-meter/reset-date.ts';
import { TopBar } from '../../../components/organisms/top-bar/top-bar.tsx';
import type { SpendingLimits } from '../../../contract/entities-spending.ts';
import { SpendingLimitCard } from './spending-limit-card.tsx';
import { spendingLimitsMessages as m } from './spending-limits-messages.ts';

/**
 * mine/buy/limits (issue 26): the fan's monthly spending limits, the overall one and one per
 * creator they pay or subscribe to, each with this month's spending against it; set, changed or
 * removed in place. Reached from mine/buy, and back to it.
 */
export function SpendingLimitsScreen() {
  const intl = useIntl();
  const limits = useSpendingLimits();
  return (
    <div className="mx-auto w-full max-w-[720px] px-4 pt-4 pb-8 sm:px-6 desktop:pt-8">
      <TopBar variant="page" className="mb-4" back={<BackButton />} title={intl.formatMessage(m.title)} />
      <AsyncContent
        status={limits.status}
        data={limits.data}
        error={limits.error}
        onRetry={() => void limits.refetch()}
        retrying={limits.isRefetching}
        loading={
          <div className="flex flex-col gap-4">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-36 w-full" />
            <Skeleton className="h-36 w-full" />
          </div>
        }
      >
        {(loaded) => <SpendingLimitsContent limits={loaded} />}
      </AsyncContent>
    </div>
  );
}

function SpendingLimitsContent({ limits }: { limits: SpendingLimits }) {
  const intl = useIntl();
  const resetsAt = limits.resets_ts * 1000;
  return (
    <div className="flex flex-col gap-6">
      <p className="text-[0.9375rem] text-ink-muted">
        {intl.formatMessage(m.intro, { date: resetDateText(intl, resetsAt) })}
      </p>
      <SpendingLimitCard
        aff={0}
        name={intl.formatMessage(m.overall)}
        hint={intl.formatMessage(m.overallHint)}
        spent={limits.overall.spent}
        cap={limits.overall.cap}
        resetsAt={resetsAt}
        level={2}
      />
      <section aria-labelledby="spending-per-creator" className="flex flex-col gap-3">
        <h2 id="spending-per-creator" className="text-sm font-semibold text-ink-muted">
          {intl.formatMessage(m.perCreator)}
        </h2>
        {limits.creators.length === 0 ? (
          <p className="text-sm text-ink-muted">{intl.formatMessage(m.noCreators)}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {limits.creators.map((creator) => (
              <li key={creator.aff}>
                <SpendingLimitCard
                  aff={creator.aff}
                  name={creator.nickname || creator.username}
                  thumb={creator.thumb}
                  spent={creator.spent}
                  cap={creator.cap}
                  resetsAt={resetsAt}
                  level={3}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
