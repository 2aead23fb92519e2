import { useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { ApiError } from '../../api/errors.ts';
import { useTwoFactor } from '../../api/get-two-factor.ts';
import {
  startPasskeyRegistration,
  startPasskeyStepUp,
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
import { secondFactorCodeSchema, type StepUpProof } from '../../contract/two-factor.ts';
import { showPopup } from '../../state/popup.ts';
import { FormRefusal } from '../two-factor/form-refusal.tsx';
import { SecondFactorCodeField } from '../two-factor/second-factor-code-field.tsx';
import { assertPasskey, createPasskey, PasskeyCancelled } from './browser-passkeys.ts';
import { passkeyLoginMessages } from './passkey-login-messages.ts';
import { passkeysMessages as m } from './passkeys-messages.ts';

/** How the member confirms a change: a code of their app, a passkey, or nothing (no second factor yet). */
type StepUpKind = 'code' | 'passkey' | 'none';

/** The proof a change carries: the typed code, else an assertion of one of the member's passkeys. */
async function stepUpProof(kind: StepUpKind, code: string | undefined): Promise<StepUpProof> {
  if (code) return { second_factor_code: code };
  if (kind === 'none') return {};
  const { options } = await startPasskeyStepUp();
  return { second_factor_passkey: await assertPasskey(options) };
}

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

const addSchema = z.object({ name: passkeyNameSchema, code: z.optional(z.string()) });
const addWithCodeSchema = z.object({ name: passkeyNameSchema, code: secondFactorCodeSchema });

interface AddPasskeyFormProps {
  stepUp: StepUpKind;
  onDone: () => void;
  onCancel: () => void;
}

/** Adding a passkey: its name (and a code when the app is the member's only second factor), then the browser's prompt. */
function AddPasskeyForm({ stepUp, onDone, onCancel }: AddPasskeyFormProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const refusalOf = useRefusalOf();
  const add = useAddPasskey();
  const askCode = stepUp === 'code';
  const { register, handleSubmit, setError, formState } = useZodForm(
    askCode ? addWithCodeSchema : addSchema,
    {
      defaultValues: { name: '', code: '' },
    },
  );
  const submit = handleSubmit(async ({ name, code }) => {
    const refusal = await refusalOf(async () => {
      const proof = await stepUpProof(stepUp, askCode ? code : undefined);
      const { options } = await startPasskeyRegistration();
      const registration = await createPasskey(options);
      await add.mutateAsync({ name, registration, ...proof });
    });
    if (refusal) return setError('root.server', { message: refusal });
    showPopup(intl.formatMessage(m.added));
    onDone();
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
      {askCode ? (
        <SecondFactorCodeField
          required
          hint={intl.formatMessage(m.stepUpCode)}
          error={ruleMessage(formState.errors.code)}
          {...register('code')}
        />
      ) : null}
      {stepUp === 'passkey' ? (
        <p className="text-sm text-ink-muted">{intl.formatMessage(m.stepUpPasskey)}</p>
      ) : null}
      <FormRefusal message={formState.errors.root?.server?.message} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={formState.isSubmitting}>
          {intl.formatMessage(m.create)}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
    </form>
  );
}

const codeSchema = z.object({ code: secondFactorCodeSchema });

interface RemovePasskeyPanelProps {
  passkey: Passkey;
  /** True when the member's authenticator app is on: a code confirms, or a passkey. */
  hasTotp: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** Removing a passkey, confirmed with a code of the member's app or one of their passkeys. */
function RemovePasskeyPanel({ passkey, hasTotp, onDone, onCancel }: RemovePasskeyPanelProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const refusalOf = useRefusalOf();
  const remove = useRemovePasskey();
  const { register, handleSubmit, setError, formState } = useZodForm(codeSchema, {
    defaultValues: { code: '' },
  });
  const [busy, setBusy] = useState(false);
  const removeWith = async (code: string | undefined) => {
    const refusal = await refusalOf(async () => {
      const proof = await stepUpProof('passkey', code);
      await remove.mutateAsync({ id: passkey.id, ...proof });
    });
    if (refusal) return setError('root.server', { message: refusal });
    showPopup(intl.formatMessage(m.removed));
    onDone();
  };
  const withPasskey = async () => {
    setBusy(true);
    try {
      await removeWith(undefined);
    } finally {
      setBusy(false);
    }
  };
  const submit = handleSubmit(({ code }) => removeWith(code));
  const titleId = `passkey-remove-${passkey.id}`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-card p-3 ring-1 ring-red-200">
      <h3 id={titleId} dir="auto" className="font-semibold text-ink">
        {intl.formatMessage(m.removeTitle, { name: passkey.name })}
      </h3>
      {hasTotp ? (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
          <SecondFactorCodeField
            required
            autoFocus
            hint={intl.formatMessage(m.stepUpCode)}
            error={ruleMessage(formState.errors.code)}
            {...register('code')}
          />
          <Button type="submit" loading={formState.isSubmitting} className="!bg-red-600 hover:!bg-red-700">
            {intl.formatMessage(m.remove)}
          </Button>
        </form>
      ) : null}
      <FormRefusal message={formState.errors.root?.server?.message} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant={hasTotp ? 'secondary' : 'primary'}
          loading={busy}
          className={hasTotp ? '' : '!bg-red-600 hover:!bg-red-700'}
          onClick={() => void withPasskey()}
        >
          {intl.formatMessage(m.confirmWithPasskey)}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {intl.formatMessage(m.cancel)}
        </Button>
      </div>
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
  const twoFactor = useTwoFactor();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const hasTotp = twoFactor.data?.enabled === true;
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
        {({ list }) => {
          const stepUp: StepUpKind = list.length > 0 ? 'passkey' : hasTotp ? 'code' : 'none';
          return (
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
                  passkey={mode.passkey}
                  hasTotp={hasTotp}
                  onDone={toList}
                  onCancel={toList}
                />
              ) : null}
              {mode.kind === 'adding' ? (
                <AddPasskeyForm stepUp={stepUp} onDone={toList} onCancel={toList} />
              ) : (
                <Button
                  variant="secondary"
                  className="self-start"
                  onClick={() => setMode({ kind: 'adding' })}
                >
                  {intl.formatMessage(m.add)}
                </Button>
              )}
            </div>
          );
        }}
      </AsyncContent>
    </section>
  );
}
