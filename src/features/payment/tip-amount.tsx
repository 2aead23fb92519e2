import { lazy, Suspense } from 'react';
import { useAppConfig } from '../../api/app-config.ts';
import { TIP_MAX_AMOUNT_DEFAULT } from '../../contract/rules/tip-rules.ts';
import { closeTip, startTipPayment, type TipSubject } from '../../state/payment-flow.ts';

// The form (react-hook-form, the schema, the dialog) is a chunk of its own: with the query client
// the app-config call needs, one chunk would be past a lazy piece's budget (issue 8).
const TipDialog = lazy(() =>
  import('../../components/organisms/tip-dialog/tip-dialog.tsx').then((module) => ({
    default: module.TipDialog,
  })),
);

/**
 * The tip dialog of the creator in `paymentFlow.tip` (issue 25), with the server's maximum
 * (app/config; the default until it has answered, the server checking again); Continue opens the
 * payment dialog for the tip.
 */
export function TipAmount({ subject, open }: { subject: TipSubject; open: boolean }) {
  const config = useAppConfig();
  return (
    <Suspense fallback={null}>
      <TipDialog
        open={open}
        onClose={closeTip}
        creatorName={subject.creator.nickname || subject.creator.username}
        max={config.data?.tip_max_amount ?? TIP_MAX_AMOUNT_DEFAULT}
        onSubmit={(choice) =>
          startTipPayment({ tip: { ...choice, inChat: subject.inChat }, creator: subject.creator })
        }
      />
    </Suspense>
  );
}
