import { useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/atoms/button/button.tsx';
import { Price } from '../../components/atoms/price/price.tsx';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { usePayTypeName } from '../../components/molecules/pay-way-tabs/pay-way-names.ts';
import { PayWayTabs } from '../../components/molecules/pay-way-tabs/pay-way-tabs.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { Modal } from '../../components/organisms/modal/modal.tsx';
import { PayProgressDialog } from '../../components/organisms/pay-progress-dialog/pay-progress-dialog.tsx';
import type { PayWay, SavedCard } from '../../contract/entities-money.ts';
import { formatPrice } from '../../i18n/format.ts';
import type { PaymentItem } from '../../state/payment-flow-store.ts';
import { closePayment } from '../../state/payment-flow-views.ts';
import { CardWay } from './card-way.tsx';
import { OrderWatch } from './order-watch.tsx';
import type { PayFormLink, PayFormState } from './pay-form-link.ts';
import { paymentMessages as m } from './payment-messages.ts';
import type { useOfferedPayWays } from './use-offered-pay-ways.ts';
import { usePayChoice } from './use-pay-choice.ts';
import { usePaymentAttempt } from './use-payment-attempt.ts';
import { paymentAmountOf } from './payment-amount.ts';
import { SpendingCapRefusal } from './spending-cap-refusal.tsx';

export interface PaymentDialogProps {
  item: PaymentItem;
  open: boolean;
}

/**
 * The payment dialog (spec §2, §4, §5): what is paid and how much, the pay-way tabs, the saved
 * cards or the add-card form for the credit card way (a note for ways paid on the provider's page),
 * Cancel and Pay. With the add-card form, Pay saves the card typed and pays with it in one step
 * (issue 22: the form has no Save of its own below the fold). While the order is pending the
 * pay-progress dialog takes its place, with Cancel.
 */
export function PaymentDialog({ item, open }: PaymentDialogProps) {
  const intl = useIntl();
  const amount = paymentAmountOf(item);
  const { payWays, way, byCard, card, newCard, adding, choice, chooseWay, chooseCard, setAdding } =
    usePayChoice(amount);
  const { phase, pay, cancel, settle, timeOut } = usePaymentAttempt(item);
  const [cardForm, setCardForm] = useState<PayFormState | null>(null);
  const formId = useId();
  const payForm = useMemo<PayFormLink>(() => ({ id: formId, onState: setCardForm }), [formId]);
  const saving = newCard && cardForm?.saving === true;
  const busy = phase.step !== 'choosing' || saving;
  /** The card typed is saved: it is the chosen card now, and Pay's click goes on to pay with it. */
  const payWithNewCard = (saved: SavedCard) => {
    setAdding(false);
    chooseCard(saved.id);
    pay({ kind: 'card', card: saved });
  };

  const creator = <bdi>{item.creator.nickname}</bdi>;
  const summary =
    item.kind === 'plan'
      ? intl.formatMessage(m.forPlan, { plan: <bdi>{item.plan.name}</bdi>, creator })
      : item.kind === 'post'
        ? intl.formatMessage(m.forPost, { title: <bdi>{item.post.title}</bdi>, creator })
        : item.kind === 'message'
          ? intl.formatMessage(m.forMessage, { creator })
          : intl.formatMessage(m.forTip, { creator });

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
              loading={phase.step === 'creating' || saving}
              {...(newCard
                ? // Submits the add-card form (the button's `form`), which saves the card, then pays.
                  { type: 'submit' as const, form: formId, disabled: cardForm?.ready !== true }
                : {
                    disabled: !choice,
                    onClick: () => {
                      if (choice) pay(choice);
                    },
                  })}
            >
              {intl.formatMessage(m.confirm, { price: formatPrice(intl, amount) })}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <PaymentSummary summary={summary} amount={amount} />
          <PaymentWays
            payWays={payWays}
            way={way}
            byCard={byCard}
            cardWay={{
              cardId: card?.id ?? null,
              onChange: chooseCard,
              adding,
              onAddingChange: setAdding,
              payForm,
              onAdded: payWithNewCard,
              disabled: busy,
            }}
            onWayChange={chooseWay}
          />
          {phase.step === 'choosing' && phase.error && phase.overCap ? (
            <SpendingCapRefusal message={phase.error} />
          ) : phase.step === 'choosing' && phase.error ? (
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

/** What is paid and its total. */
function PaymentSummary({ summary, amount }: { summary: ReactNode; amount: number }) {
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
  /** The credit card way's cards or add-card form. */
  cardWay: ComponentProps<typeof CardWay>;
  onWayChange: (payTypeId: number) => void;
}

/** The pay-way tabs, then the saved cards for the credit card way or a note for the other ways. */
function PaymentWays({ payWays, way, byCard, cardWay, onWayChange }: PaymentWaysProps) {
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
        <div className="flex flex-col gap-3">
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
            <CardWay {...cardWay} />
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
