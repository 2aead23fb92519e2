import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useClaimTrial } from '../../api/claim-trial.ts';
import { useTrialOffer } from '../../api/get-trial-offer.ts';
import { Avatar } from '../../components/atoms/avatar/avatar.tsx';
import { Button, buttonClasses } from '../../components/atoms/button/button.tsx';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { EmptyState } from '../../components/molecules/empty-state/empty-state.tsx';
import type { TrialClaim, TrialOffer } from '../../contract/entities-trials.ts';
import { formatPrice } from '../../i18n/format.ts';
import { useLocalePath } from '../../i18n/locale-path.ts';
import { runGated } from '../../state/gated-action.ts';
import { session } from '../../state/session.ts';
import { trialClaimMessages as m, trialRefusalMessages } from './trial-claim-messages.ts';

export interface TrialClaimScreenProps {
  /** The link's code, from the address (`/{lang}/trial/{code}`). */
  code: string;
}

function CreatorHead({ offer }: { offer: TrialOffer }) {
  const name = offer.creator.nickname || offer.creator.username;
  return (
    <div className="flex items-center gap-3">
      <Avatar src={offer.creator.thumb} name={name} decorative size={56} />
      <div className="flex min-w-0 flex-col">
        <p className="truncate text-lg font-semibold text-ink">
          <bdi>{name}</bdi>
        </p>
        <p className="truncate text-sm text-ink-muted">
          <bdi dir="ltr">@{offer.creator.username}</bdi>
        </p>
      </div>
    </div>
  );
}

function Claimed({ offer, claim }: { offer: TrialOffer; claim: TrialClaim }) {
  const intl = useIntl();
  const to = useLocalePath();
  return (
    <div role="status" className="flex flex-col gap-3 rounded-card bg-emerald-50 p-4 text-emerald-900">
      <p className="font-semibold">{intl.formatMessage(m.claimedTitle)}</p>
      <p className="text-sm">
        {intl.formatMessage(m.claimed, {
          date: new Date(claim.trial_ends_at),
          price: formatPrice(intl, claim.renew_price),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link
          to={to(`/${encodeURIComponent(offer.creator.username)}`)}
          className={buttonClasses({ size: 'sm' })}
        >
          {intl.formatMessage(m.seeCreator)}
        </Link>
        <Link
          to={to('/mine/buy?t=subscriptions')}
          className={buttonClasses({ size: 'sm', variant: 'secondary' })}
        >
          {intl.formatMessage(m.mySubscriptions)}
        </Link>
      </div>
    </div>
  );
}

/**
 * A free trial link's page (issue 25; docs/decisions/trials.md): the creator, the plan, "N days
 * free", and, before anything is claimed, the date the trial ends and the price and period it then
 * renews at, in the viewer's language. A visitor signs in first (the gated action runs the claim
 * after the login); a viewer who cannot claim reads why instead of the button; a refused claim
 * shows the server's words.
 */
export function TrialClaimScreen({ code }: TrialClaimScreenProps) {
  const intl = useIntl();
  const offer = useTrialOffer(code);
  const claim = useClaimTrial();
  const [claimed, setClaimed] = useState<TrialClaim | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const { token } = useSnapshot(session);

  if (offer.isPending)
    return (
      <main className="mx-auto flex w-full max-w-lg flex-col gap-4 p-4" aria-busy="true">
        <Skeleton className="h-14 w-full rounded-card" />
        <Skeleton className="h-48 w-full rounded-card" />
      </main>
    );
  if (offer.isError)
    return (
      <main className="mx-auto w-full max-w-lg p-4">
        <EmptyState
          tone="error"
          title={intl.formatMessage(m.loadFailed)}
          description={offer.error.message}
          onReload={() => void offer.refetch()}
          reloading={offer.isFetching}
        />
      </main>
    );

  const data = offer.data;
  const start = () =>
    runGated(async () => {
      setRefused(null);
      try {
        setClaimed(await claim.mutateAsync(code));
      } catch (error) {
        setRefused(error instanceof Error && error.message ? error.message : intl.formatMessage(m.failed));
      }
    });
  const refusal = claimed ? null : data.refusal;
  return (
    <main className="mx-auto flex w-full max-w-lg flex-col gap-4 p-4">
      <h1 className="text-xl font-bold text-ink">{intl.formatMessage(m.title)}</h1>
      <CreatorHead offer={data} />
      <section className="flex flex-col gap-2 rounded-card bg-surface p-4 ring-1 ring-line/60">
        <p className="text-2xl font-bold text-brand-700">
          {intl.formatMessage(m.daysFree, { days: data.days })}
        </p>
        <p className="font-semibold text-ink">
          {intl.formatMessage(m.ofPlan, { plan: `\u2068${data.plan.name}\u2069` })}
        </p>
        {data.plan.content ? (
          <p className="text-sm text-ink-muted" dir="auto">
            {data.plan.content}
          </p>
        ) : null}
        <p className="text-sm text-ink">
          {intl.formatMessage(m.terms, {
            date: new Date(data.trial_ends_at),
            price: formatPrice(intl, data.plan.price),
            period: data.plan.expire_days,
          })}
        </p>
        <p className="text-xs text-ink-muted">{intl.formatMessage(m.once)}</p>
      </section>
      {claimed ? <Claimed offer={data} claim={claimed} /> : null}
      {refusal ? (
        <p role="alert" className="rounded-card bg-amber-50 p-3 text-sm text-amber-900">
          {intl.formatMessage(trialRefusalMessages[refusal])}
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className="rounded-card bg-red-50 p-3 text-sm text-red-800">
          {refused}
        </p>
      ) : null}
      {!claimed && !refusal ? (
        <Button size="lg" fullWidth loading={claim.isPending} onClick={start}>
          {intl.formatMessage(token ? m.claim : m.signInToClaim)}
        </Button>
      ) : null}
    </main>
  );
}
