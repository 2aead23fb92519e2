import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Modal } from '../../components/organisms/modal/modal.tsx';
import type { SavedCard } from '../../contract/entities-money.ts';
import { Spinner } from '../../components/atoms/spinner/spinner.tsx';
import { paymentMessages as m } from './payment-messages.ts';

// The form loads as the dialog first opens: mine-card's own chunk stays small.
const AddCardForm = lazy(() =>
  import('./add-card-form.tsx').then((module) => ({ default: module.AddCardForm })),
);

export interface AddCardDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new card is saved and listed; the dialog closes after it. */
  onAdded?: (card: SavedCard) => void;
}

/** The add-credit-card dialog on its own (spec §2), for the mine-card screen. */
export function AddCardDialog({ open, onClose, onAdded }: AddCardDialogProps) {
  const intl = useIntl();
  return (
    <Modal open={open} onClose={onClose} title={intl.formatMessage(m.addCardTitle)} size="sm">
      {/* Mounted only while open: each opening starts its own card setup. */}
      {open ? (
        <Suspense fallback={<Spinner announce className="mx-auto my-8 text-brand-600" />}>
          <AddCardForm
            onAdded={(card) => {
              onAdded?.(card);
              onClose();
            }}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
