import { useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { ApiError } from '../../api/errors.ts';
import {
  startPasskeyRegistration,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
} from '../../api/passkeys.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { RelativeTime } from '../../components/atoms/relative-time/relative-time.tsx';
import { TextField } from '../../components/atoms/text-field/text-field.tsx';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { passkeyNameSchema, type Passkey } from '../../contract/passkeys.ts';
import { stepUpFields, type StepUpProof } from '../../contract/two-factor.ts';
import { showPopup } from '../../state/popup.ts';
import { StepUpConfirm, submitWithPasskey, useStepUp, type StepUp } from '../two-factor/step-up.tsx';
import { createPasskey, PasskeyCancelled } from './browser-passkeys.ts';
import { passkeyLoginMessages } from './passkey-login-messages.ts';
import { passkeysMessages as m } from './passkeys-messages.ts';

/** Runs a change; answers its refusal's text (the server's, or the browser's cancellation), or nothing. */
function useRefusalOf() {
  const intl = useIntl();
  return async (run: () => Promise<unknown>): Promise<string | undefined> => {
    try {
      await run();
      return undefined;
    } catch (error) {
      if (error instanceof ApiError) return error.message;
      if (error instanceof PasskeyCancelled) return intl.formatMessage(passkeyLoginMessages.cancelled);
      throw error;
    }
  };
}

const addSchema = z.object({ name: passkeyNameSchema, second_factor_code: stepUpFields.second_factor_code });

interface AddPasskeyFormProps {
  stepUp: StepUp;
  onDone: () => void;
  onCancel: () => void;
}

/**
 * Adding a passkey: its name, the second factor when the member has one (a code, or one of their
 * passkeys: step-up.tsx), then the browser's prompt for the new passkey.
 */
function AddPasskeyForm({ stepUp, onDone, onCancel }: AddPasskeyFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const refusalOf = useRefusalOf();
  const add = useAddPasskey();
  const form = useZodForm(addSchema, { defaultValues: { name: '' } });
  const { register, handleSubmit, setError, formState } = form;
  const addWith = async (name: string, proof: StepUpProof) => {
    const refusal = await refusalOf(async () => {
      const { options } = await startPasskeyRegistration();
      const registration = await createPasskey(options);
      await add.mutateAsync({ name, registration, ...proof });
    });
    if (refusal) return setError('root.server', { message: refusal });
    showPopup(intl.formatMessage(m.added));
    onDone();
  };
  const submit = handleSubmit(({ name, second_factor_code }) =>
    addWith(name, second_factor_code ? { second_factor_code } : {}),
  );
  const addWithPasskey = () =>
    submitWithPasskey(form, async ({ name }) => {
      const proof = await stepUp.passkeyProof();
      if (proof) await addWith(name, proof);
    });
  return (
    <form
      noValidate
      aria-label={intl.formatMessage(m.add)}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-card p-3 ring-1 ring-line/60"
    >
      <TextField
        label={intl.formatMessage(m.nameLabel)}
        hint={intl.formatMessage(m.nameHint)}
        required
        autoFocus
        maxLength={60}
        error={ruleMessage(formState.errors.name)}
        {...register('name')}
      />
      <StepUpConfirm
        stepUp={stepUp}
        codeField={{
          error: ruleMessage(formState.errors.second_factor_code),
          ...register('second_factor_code'),
        }}
        refusal={formState.errors.root?.server?.message}
        submitLabel={intl.formatMessage(m.create)}
        submitting={formState.isSubmitting}
        fullWidth={false}
        onPasskey={addWithPasskey}
      >
        <Button type="button" variant="secondary" onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </StepUpConfirm>
    </form>
  );
}

const removeSchema = z.object({ second_factor_code: stepUpFields.second_factor_code });

interface RemovePasskeyPanelProps {
  passkey: Passkey;
  stepUp: StepUp;
  onDone: () => void;
  onCancel: () => void;
}

/** Removing a passkey, confirmed with a code of the member's app or one of their passkeys. */
function RemovePasskeyPanel({ passkey, stepUp, onDone, onCancel }: RemovePasskeyPanelProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const refusalOf = useRefusalOf();
  const remove = useRemovePasskey();
  const form = useZodForm(removeSchema, { defaultValues: {} });
  const { register, handleSubmit, setError, formState } = form;
  const removeWith = async (proof: StepUpProof) => {
    const refusal = await refusalOf(() => remove.mutateAsync({ id: passkey.id, ...proof }));
    if (refusal) return setError('root.server', { message: refusal });
    showPopup(intl.formatMessage(m.removed));
    onDone();
  };
  const submit = handleSubmit(({ second_factor_code }) => removeWith({ second_factor_code }));
  const removeWithPasskey = () =>
    submitWithPasskey(form, async () => {
      const proof = await stepUp.passkeyProof();
      if (proof) await removeWith(proof);
    });
  const titleId = `passkey-remove-${passkey.id}`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-card p-3 ring-1 ring-red-200">
      <h3 id={titleId} dir="auto" className="font-semibold text-ink">
        {intl.formatMessage(m.removeTitle, { name: passkey.name })}
      </h3>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
        <StepUpConfirm
          stepUp={stepUp}
          codeField={{
            autoFocus: true,
            error: ruleMessage(formState.errors.second_factor_code),
            ...register('second_factor_code'),
          }}
          refusal={formState.errors.root?.server?.message}
          submitLabel={intl.formatMessage(m.remove)}
          submitting={formState.isSubmitting}
          danger
          fullWidth={false}
          onPasskey={removeWithPasskey}
        >
          <Button type="button" variant="secondary" onClick={onCancel}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </StepUpConfirm>
      </form>
    </section>
  );
}

interface PasskeyRowProps {
  passkey: Passkey;
  now: number | undefined;
  onRemove: () => void;
}

function PasskeyRow({ passkey, now, onRemove }: PasskeyRowProps) {
  const intl = useIntl();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-3">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span dir="auto" className="text-sm font-semibold break-words text-ink">
          {passkey.name}
        </span>
        <span className="text-xs text-ink-muted">
          {intl.formatMessage(m.addedOn, {
            date: intl.formatDate(passkey.created_at, { dateStyle: 'medium' }),
          })}
          {' · '}
          {passkey.last_used_at ? (
            <>
              {intl.formatMessage(m.lastUsed)}{' '}
              <RelativeTime value={Date.parse(passkey.last_used_at)} now={now} />
            </>
          ) : (
            intl.formatMessage(m.neverUsed)
          )}
        </span>
      </div>
      <Button
        size="sm"
        variant="secondary"
        aria-label={intl.formatMessage(m.removeNamed, { name: passkey.name })}
        onClick={onRemove}
      >
        {intl.formatMessage(m.remove)}
      </Button>
    </li>
  );
}

type Mode = { kind: 'list' } | { kind: 'adding' } | { kind: 'removing'; passkey: Passkey };

export interface PasskeysSectionProps {
  /** The present the "last used" times are measured from; fixed in stories. @default the live clock */
  now?: number;
}

/**
 * The member's passkeys (issue 26): each with its name, when it was added and last used, and
 * Remove (confirmed with the second factor); Add a passkey (a name, the second factor when the
 * member has one, then the browser's prompt). A passkey is a second factor and a password-free login.
 */
export function PasskeysSection({ now }: PasskeysSectionProps) {
  const intl = useIntl();
  const passkeys = usePasskeys();
  const stepUp = useStepUp();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const toList = () => setMode({ kind: 'list' });
  return (
    <section
      aria-labelledby="passkeys-title"
      className="flex flex-col gap-4 rounded-2xl bg-surface p-4 ring-1 ring-line sm:p-6"
    >
      <h2 id="passkeys-title" className="text-lg font-semibold text-ink">
        {intl.formatMessage(m.title)}
      </h2>
      <p className="text-sm text-ink-muted">{intl.formatMessage(m.intro)}</p>
      <AsyncContent
        status={passkeys.status}
        data={passkeys.data}
        error={passkeys.error}
        onRetry={() => void passkeys.refetch()}
        retrying={passkeys.isRefetching}
      >
        {({ list }) => (
          <div className="flex flex-col gap-3">
            {list.length > 0 ? (
              <ul className="flex flex-col divide-y divide-line rounded-card ring-1 ring-line/60">
                {list.map((passkey) => (
                  <PasskeyRow
                    key={passkey.id}
                    passkey={passkey}
                    now={now}
                    onRemove={() => setMode({ kind: 'removing', passkey })}
                  />
                ))}
              </ul>
            ) : (
              <p className="text-sm text-ink-muted">{intl.formatMessage(m.empty)}</p>
            )}
            {mode.kind === 'removing' ? (
              <RemovePasskeyPanel
                key={mode.passkey.id}
                passkey={mode.passkey}
                stepUp={stepUp}
                onDone={toList}
                onCancel={toList}
              />
            ) : null}
            {mode.kind === 'adding' ? (
              <AddPasskeyForm stepUp={stepUp} onDone={toList} onCancel={toList} />
            ) : (
              <Button variant="secondary" className="self-start" onClick={() => setMode({ kind: 'adding' })}>
                {intl.formatMessage(m.add)}
              </Button>
            )}
          </div>
        )}
      </AsyncContent>
    </section>
  );
}
