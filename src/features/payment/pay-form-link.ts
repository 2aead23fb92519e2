import { useEffect } from 'react';

/** What the payment dialog's Pay can do with an add-card form: submit it, and show it saving. */
export interface PayFormState {
  /** The provider's fields are there: Pay may submit the form. */
  ready: boolean;
  /** The card is being saved (then paid with). */
  saving: boolean;
}

/**
 * An add-card form inside the payment dialog: it has no Save of its own, the dialog's Pay submits
 * it (the button's `form` attribute names its id) and pays with the card once it is saved, so a
 * fan never has to find a Save below the dialog's fold (issue 22).
 */
export interface PayFormLink {
  /** The form element's id. */
  id: string;
  /** The form tells the dialog what Pay can do; null once the form is gone. */
  onState: (state: PayFormState | null) => void;
}

/** Tells the payment dialog, while the form is mounted, whether Pay can submit it and whether it is saving. */
export function useLinkToPay(link: PayFormLink | undefined, ready: boolean, saving: boolean): void {
  const onState = link?.onState;
  useEffect(() => {
    onState?.({ ready, saving });
  }, [onState, ready, saving]);
  useEffect(() => () => onState?.(null), [onState]);
}
