import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCardList } from '../../api/get-card-list.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Price } from '../../components/atoms/price/price.tsx';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { usePayTypeName } from '../../components/molecules/pay-way-tabs/pay-way-names.ts';
import { PayWayTabs } from '../../components/molecules/pay-way-tabs/pay-way-tabs.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { Modal } from '../../components/organisms/modal/modal.tsx';
import { PayProgressDialog } from '../../components/organisms/pay-progress-dialog/pay-progress-dialog.tsx';
import type { PayWay } from '../../contract/entities-money.ts';
import { PAYMENT_TYPE } from '../../contract/enums.ts';
import { formatPrice } from '../../i18n/format.ts';
import type { PaymentItem } from '../../state/payment-flow-store.ts';
import { closePayment } from '../../state/payment-flow-views.ts';
import { CardWay, preselectedCard } from './card-way.tsx';
import { OrderWatch } from './order-watch.tsx';
import { paymentMessages as m } from './payment-messages.ts';
import { useOfferedPayWays } from './use-offered-pay-ways.ts';
import { usePaymentAttempt, type PayChoice } from './use-payment-attempt.ts';

export interface PaymentDialogProps {
  item: PaymentItem;
  open: boolean;
}

/**
 * The payment dialog (spec §2, §4, §5): what is paid and how much, the pay-way tabs, the saved
 * cards or the add-card form for the credit card way (a note for ways paid on the provider's page),
 * Cancel and Pay. While the order is pending the pay-progress dialog takes its place, with Cancel.
 */
export function PaymentDialog({ item, open }: PaymentDialogProps) {
  const intl = useIntl();
  const amount = item.kind === 'plan' ? item.plan.price : item.post.price;
  const { payWays, way, byCard, card, choice, chooseWay, chooseCard } = usePayChoice(amount);
  const { phase, pay, cancel, settle, timeOut } = usePaymentAttempt(item);
  const busy = phase.step !== 'choosing';

  const summary =
    item.kind === 'plan'
      ? intl.formatMessage(m.forPlan, { plan: item.plan.name, creator: item.creator.nickname })
      : intl.formatMessage(m.forPost, { title: item.post.title, creator: item.creator.nickname });

  return (
    <>
      <Modal
        open={open && phase.step !== 'paying'}
        onClose={() => {
          if (!busy) closePayment();
        }}
        title={intl.formatMessage(m.title)}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={closePayment} disabled={busy}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button
              variant="gradient"
              disabled={!choice}
              loading={phase.step === 'creating'}
              onClick={() => {
                if (choice) pay(choice);
              }}
            >
              {intl.formatMessage(m.confirm, { price: formatPrice(intl, amount) })}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-5">
          <PaymentSummary summary={summary} amount={amount} />
          <PaymentWays
            payWays={payWays}
            way={way}
            byCard={byCard}
            cardId={card?.id ?? null}
            onWayChange={chooseWay}
            onCardChange={chooseCard}
            disabled={busy}
          />
          {phase.step === 'choosing' && phase.error ? (
            <p role="alert" className="rounded-control bg-red-50 px-4 py-3 text-sm text-red-800">
              {phase.error}
            </p>
          ) : null}
        </div>
      </Modal>
      <PayProgressDialog
        open={open && phase.step === 'paying'}
        onCancel={cancel}
        onClose={cancel}
        variant={phase.step === 'paying' && phase.embedded ? 'card' : 'window'}
        onReopen={phase.step === 'paying' ? (phase.reopen ?? undefined) : undefined}
      />
      {open && phase.step === 'paying' ? (
        <OrderWatch
          key={phase.orderId}
          orderId={phase.orderId}
          embedded={phase.embedded}
          onSettled={settle}
          onTimeout={timeOut}
        />
      ) : null}
    </>
  );
}

/**
 * What the fan chose to pay with: the pay way (the offered one they picked, else the initial one)
 * and, for the credit card way, the card (the one they picked unless banned, else the preselected
 * one). `choice` is what Pay sends, or null while nothing can pay.
 */
function usePayChoice(amount: number) {
  const payWays = useOfferedPayWays(amount);
  const cards = useCardList();
  const [chosenWayId, chooseWay] = useState<number | null>(null);
  const [chosenCardId, chooseCard] = useState<string | null>(null);

  const wayId = chosenWayId ?? payWays.initial;
  const way = payWays.ways?.find((entry) => entry.way.pay_type_id === wayId && entry.active)?.way;
  const byCard = way?.payment_type === PAYMENT_TYPE.CREDIT_CARD;
  const cardList = cards.data?.list ?? [];
  const card = byCard
    ? (cardList.find((saved) => saved.id === chosenCardId && saved.is_ban !== 1) ?? preselectedCard(cardList))
    : null;
  const choice: PayChoice | null = !way
    ? null
    : byCard
      ? card
        ? { kind: 'card', card }
        : null
      : { kind: 'way', way };
  return { payWays, way, byCard, card, choice, chooseWay, chooseCard };
}

/** What is paid and its total. */
function PaymentSummary({ summary, amount }: { summary: string; amount: number }) {
  const intl = useIntl();
  return (
    <div className="flex items-center justify-between gap-4 rounded-card bg-surface-muted px-4 py-3">
      <p className="min-w-0 text-[0.9375rem] break-words text-ink">{summary}</p>
      <div className="flex shrink-0 flex-col items-end">
        <span className="text-xs text-ink-muted">{intl.formatMessage(m.total)}</span>
        <Price value={amount} size="lg" />
      </div>
    </div>
  );
}

interface PaymentWaysProps {
  payWays: ReturnType<typeof useOfferedPayWays>;
  /** The chosen way, if one is offered. */
  way: PayWay | undefined;
  /** The chosen way is the credit card: the cards (or the add-card form) below the tabs. */
  byCard: boolean;
  cardId: string | null;
  onWayChange: (payTypeId: number) => void;
  onCardChange: (cardId: string | null) => void;
  disabled: boolean;
}

/** The pay-way tabs, then the saved cards for the credit card way or a note for the other ways. */
function PaymentWays({
  payWays,
  way,
  byCard,
  cardId,
  onWayChange,
  onCardChange,
  disabled,
}: PaymentWaysProps) {
  const intl = useIntl();
  const nameOf = usePayTypeName();
  return (
    <AsyncContent
      status={payWays.status}
      data={payWays.ways}
      error={payWays.error}
      onRetry={payWays.retry}
      retrying={payWays.retrying}
      loading={<Skeleton className="h-12 w-full" />}
    >
      {(ways) => (
        <div className="flex flex-col gap-4">
          <PayWayTabs
            ways={ways}
            value={way?.pay_type_id ?? null}
            onChange={onWayChange}
            label={intl.formatMessage(m.payWith)}
          />
          {!way ? (
            <p role="alert" className="text-ink-muted">
              {intl.formatMessage(m.noPayWay)}
            </p>
          ) : byCard ? (
            <CardWay cardId={cardId} onChange={onCardChange} disabled={disabled} />
          ) : (
            <p className="rounded-control bg-brand-50 px-4 py-3 text-sm text-brand-900">
              {intl.formatMessage(m.providerNote, { name: nameOf(way.payment_type) })}
            </p>
          )}
        </div>
      )}
    </AsyncContent>
  );
}
