/**
 * The step-up of a sensitive change (issue 26: password, email, deletion, a passkey added or
 * removed), written once: the member confirms with what they have, as `user/getTwoFactor` tells
 * (`enabled`: the authenticator app, `passkey`: a passkey). The code field for the app, "Use a
 * passkey" for a passkey, both when both; with a passkey alone the change's own button asks for it.
 * The passkey's way: `user/startPasskeyStepUp`, the browser's prompt, then the change with
 * `second_factor_passkey` instead of the code.
 */
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../api/errors.ts';
import { useTwoFactor } from '../../api/get-two-factor.ts';
import { startPasskeyStepUp } from '../../api/passkeys.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import type { StepUpProof } from '../../contract/two-factor.ts';
import { assertPasskey, PasskeyCancelled } from '../passkeys/browser-passkeys.ts';
import { passkeyLoginMessages } from '../passkeys/passkey-login-messages.ts';
import { FormRefusal } from './form-refusal.tsx';
import { SecondFactorCodeField, type SecondFactorCodeFieldProps } from './second-factor-code-field.tsx';
import { twoFactorMessages as m } from './two-factor-messages.ts';

/** What the member can confirm a change with. */
export interface StepUpFactors {
  /** Their authenticator app is on: a code (or a recovery code). */
  code: boolean;
  /** They have a passkey. */
  passkey: boolean;
}

/** A proof made with a passkey: the code is left out. */
export type PasskeyProof = Required<Pick<StepUpProof, 'second_factor_passkey'>> & {
  second_factor_code: undefined;
};

export interface StepUp {
  factors: StepUpFactors;
  /**
   * The factors are still being asked for: the change's button waits, so a member with a passkey
   * alone is not sent through the plain submit the server would refuse.
   */
  loading: boolean;
  /** Only a passkey: the change's own button asks for it. */
  passkeyOnly: boolean;

  /** Why the last passkey prompt did not give a proof (cancelled, timed out, or the server's refusal). */
  failure: string | undefined;
  /**
   * Asks the server for a step-up challenge and the browser for a passkey's answer. Resolves
   * with the proof, or undefined when it did not complete (`failure` then says why).
   */
  passkeyProof: () => Promise<PasskeyProof | undefined>;
  /** Forgets `failure` (the form is sent another way). */
  clearFailure: () => void;
}

/**
 * The member's step-up: their factors (`user/getTwoFactor`; none, and `loading`, while it loads)
 * and the passkey prompt. `enabled` false skips the status (a screen that asks no step-up in its
 * present mode), which then never loads.
 */
export function useStepUp({ enabled = true }: { enabled?: boolean } = {}): StepUp {
  const intl = useIntl();
  const { data: status, isLoading: loading } = useTwoFactor({ enabled });
  const code = enabled && status?.enabled === true;
  const passkey = enabled && status?.passkey === true;
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const passkeyProof = useCallback(async (): Promise<PasskeyProof | undefined> => {
    setFailure(undefined);
    try {
      const { options } = await startPasskeyStepUp();
      return { second_factor_code: undefined, second_factor_passkey: await assertPasskey(options) };
    } catch (error) {
      if (error instanceof PasskeyCancelled) setFailure(intl.formatMessage(passkeyLoginMessages.cancelled));
      else if (error instanceof ApiError) setFailure(error.message);
      else throw error;
      return undefined;
    }
  }, [intl]);
  const clearFailure = useCallback(() => setFailure(undefined), []);
  return {
    factors: { code, passkey },
    loading,
    passkeyOnly: passkey && !code,
    failure,
    passkeyProof,
    clearFailure,
  };
}

/**
 * The passkey's way through a form (react-hook-form with the contract's schema): the code, which
 * the passkey replaces, is emptied so its rule does not hold the form back; the other fields are
 * checked as on submit; then `send` gets the form's values (it asks `stepUp.passkeyProof()` where
 * the change wants it: at once, or after a confirm dialog).
 */
export function submitWithPasskey<Values extends FieldValues, Output>(
  form: Pick<UseFormReturn<Values, unknown, Output>, 'setValue' | 'handleSubmit'>,
  send: (values: Output) => unknown,
): Promise<void> {
  const code = 'second_factor_code' as Path<Values>;
  form.setValue(code, undefined as PathValue<Values, Path<Values>>, { shouldValidate: false });
  return form.handleSubmit(async (values) => {
    await send(values);
  })();
}

export interface StepUpConfirmProps {
  stepUp: StepUp;
  /**
   * The code field's own props: `register('second_factor_code')` (or `value` and `onChange`) and
   * its error. Its hint defaults to the step-up's (with "or a passkey" when both).
   */
  codeField?: Omit<SecondFactorCodeFieldProps, 'required'>;
  /** The server's refusal of the change, shown under the code as the form's other refusals. */
  refusal?: string | undefined;
  /** The change's button: submits the form (with the code), or with a passkey alone asks for it. */
  submitLabel: string;
  /** Sends the change with a passkey: the form checks its fields, then `stepUp.passkeyProof()`, then the call. */
  onPasskey: () => Promise<unknown>;
  /** The form is being sent (the button that sent it spins). @default false */
  submitting?: boolean;
  /** Neither button can be pressed yet (the form is not complete). @default false */
  disabled?: boolean;
  /** The change's button alone cannot be pressed yet (no code typed). @default false */
  submitDisabled?: boolean;
  /** A red button (deleting, removing). @default false */
  danger?: boolean;
  /** Full-width buttons, one under the other (a page's form); else a row. @default true */
  fullWidth?: boolean;
  /** More buttons after these (Cancel). */
  children?: ReactNode;
}

const DANGER = '!bg-red-600 hover:!bg-red-700';

/**
 * The end of a form that asks for the second factor: the code field when the member has an
 * authenticator app, "Use a passkey" when they have a passkey (both when both), and the change's
 * button. A cancelled or failed passkey prompt is said here, where the change's refusal shows
 * too, and the button stays to try again.
 */
export function StepUpConfirm({
  stepUp,
  codeField,
  refusal,
  submitLabel,
  onPasskey,
  submitting = false,
  disabled = false,
  submitDisabled = false,
  danger = false,
  fullWidth = true,
  children,
}: StepUpConfirmProps) {
  const intl = useIntl();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const { factors, passkeyOnly } = stepUp;
  const withPasskey = async () => {
    setBusy(true);
    try {
      await onPasskey();
    } finally {
      setBusy(false);
    }
  };
  const passkeyButton = factors.passkey ? (
    <Button
      // With a passkey alone it is the form's default button: Enter in a field presses it too.
      type={passkeyOnly ? 'submit' : 'button'}
      variant={passkeyOnly ? 'primary' : 'secondary'}
      fullWidth={fullWidth}
      loading={busy}
      disabled={disabled || (submitting && !busy)}
      aria-describedby={passkeyOnly ? hintId : undefined}
      className={passkeyOnly && danger ? DANGER : ''}
      onClick={(event) => {
        event.preventDefault();
        if (!busy) void withPasskey();
      }}
    >
      {passkeyOnly ? submitLabel : intl.formatMessage(passkeyLoginMessages.usePasskey)}
    </Button>
  ) : null;
  return (
    <>
      {factors.code ? (
        <SecondFactorCodeField
          required
          hint={intl.formatMessage(factors.passkey ? m.stepUpBothHint : m.stepUpHint)}
          {...codeField}
        />
      ) : null}
      {passkeyOnly ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {intl.formatMessage(m.stepUpPasskeyHint)}
        </p>
      ) : null}
      <FormRefusal message={stepUp.failure ?? refusal} />
      <div className={fullWidth ? 'flex flex-col gap-3' : 'flex flex-wrap gap-2'}>
        {passkeyOnly ? null : (
          <Button
            type="submit"
            fullWidth={fullWidth}
            loading={submitting && !busy}
            disabled={disabled || submitDisabled || busy || stepUp.loading}
            className={danger ? DANGER : ''}
            onClick={stepUp.clearFailure}
          >
            {submitLabel}
          </Button>
        )}
        {passkeyButton}
        {children}
      </div>
    </>
  );
}
