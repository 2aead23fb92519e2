import { useState } from 'react';
import { useIntl } from 'react-intl';
import { z } from 'zod/mini';
import { sendEmailCode } from '../../api/send-email-code.ts';
import { useValidateEmail } from '../../api/validate-email.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { EmailField } from '../../components/atoms/email-field/email-field.tsx';
import { modalMessages } from '../../components/organisms/modal/modal-messages.ts';
import { CodeInput } from '../../components/molecules/code-input/code-input.tsx';
import { useRuleMessage } from '../../components/molecules/form/rule-message.ts';
import { useZodForm } from '../../components/molecules/form/use-zod-form.ts';
import { EMAIL_CODE_TYPE } from '../../contract/enums.ts';
import { EMAIL_CODE_LENGTH, emailSchema } from '../../contract/rules/account-rules.ts';
import { showPopup } from '../../state/popup.ts';
import { StepUpConfirm, useStepUp, type PasskeyProof } from '../two-factor/step-up.tsx';
import { emailChangeMessages as m, profileMessages } from './profile-messages.ts';
import { useSaveErrorText } from './save-error.ts';

const newEmailSchema = z.object({ email: emailSchema });

export interface EmailCodeFlowProps {
  /** 'verify' confirms the current address; 'change' takes a new one first. */
  mode: 'verify' | 'change';
  /** The account's email now ('' for none). */
  currentEmail: string;
  /** Closes the dialog the flow is in. */
  close: () => void;
}

/**
 * Email verification and change (spec §4: changing email resets to unverified; §7 sendEmailCode
 * type 4): a code goes to the address, and only the code makes it the account's verified email,
 * so a mistyped new address never replaces a working one.
 */
export function EmailCodeFlow({ mode, currentEmail, close }: EmailCodeFlowProps) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const errorText = useSaveErrorText();
  const validate = useValidateEmail();
  const [target, setTarget] = useState<string | null>(mode === 'verify' ? currentEmail : null);
  // Each code sent remounts the code input: its boxes empty and its wait starts again.
  const [codesSent, setCodesSent] = useState(0);
  const [resendSeconds, setResendSeconds] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  // A new address is a sensitive change: with a second factor, a current code or a passkey too.
  const stepUp = useStepUp({ enabled: mode === 'change' });
  const askCode = stepUp.factors.code;
  const [secondFactorCode, setSecondFactorCode] = useState('');
  const form = useZodForm(newEmailSchema, { defaultValues: { email: '' } });
  const [sending, setSending] = useState(false);

  const send = async (email: string) => {
    setSending(true);
    setError(null);
    try {
      const { resend_after } = await sendEmailCode({ email, type: EMAIL_CODE_TYPE.updateEmail });
      setTarget(email);
      setResendSeconds(resend_after);
      setCodesSent((count) => count + 1);
    } catch (failure) {
      const text = errorText(failure);
      setError(text ?? null);
      if (text) showPopup(intl.formatMessage(profileMessages.updateFail), { variant: 'failure' });
    } finally {
      setSending(false);
    }
  };

  /** Confirms with the emailed code, and the second factor: the typed code, or a passkey's proof. */
  const confirm = async (typed: string, proof?: PasskeyProof) => {
    if (!target || typed.length !== EMAIL_CODE_LENGTH || validate.isPending) return;
    // With a passkey alone, its button sends; with the app, the code must be there.
    if (!proof && (stepUp.passkeyOnly || (askCode && secondFactorCode.trim() === ''))) return;
    setError(null);
    try {
      await validate.mutateAsync({
        email: target,
        code: typed,
        ...(proof ?? (askCode ? { second_factor_code: secondFactorCode } : {})),
      });
      close();
      showPopup(intl.formatMessage(m.done));
    } catch (failure) {
      setError(errorText(failure) ?? null);
    }
  };

  const errorLine = (
    <div role="alert" className="text-sm text-red-700 empty:hidden">
      {error ? <p className="break-words">{error}</p> : null}
    </div>
  );

  if (target === null || resendSeconds === null) {
    if (mode === 'verify') {
      return (
        <div className="flex flex-col gap-4">
          <p className="break-words text-ink-muted">
            {intl.formatMessage(m.verifyIntro, { email: currentEmail })}
          </p>
          {errorLine}
          <Button fullWidth loading={sending} onClick={() => void send(currentEmail)}>
            {intl.formatMessage(m.sendCode)}
          </Button>
        </div>
      );
    }
    const submit = form.handleSubmit(async ({ email }) => {
      if (email.toLowerCase() === currentEmail.toLowerCase()) {
        form.setError('email', { message: intl.formatMessage(m.sameEmail) });
        return;
      }
      await send(email);
    });
    return (
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <p className="text-ink-muted">{intl.formatMessage(m.changeIntro)}</p>
        <EmailField
          required
          autoFocus
          label={intl.formatMessage(m.newEmail)}
          error={ruleMessage(form.formState.errors.email)}
          {...form.register('email')}
        />
        {errorLine}
        <Button type="submit" fullWidth loading={sending}>
          {intl.formatMessage(m.sendCode)}
        </Button>
      </form>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void confirm(code);
      }}
      className="flex flex-col gap-4"
    >
      <p className="break-words text-ink-muted">{intl.formatMessage(m.codeSent, { email: target })}</p>
      <CodeInput
        key={codesSent}
        resendSeconds={resendSeconds}
        onChange={setCode}
        onComplete={(complete) => {
          setCode(complete);
          void confirm(complete);
        }}
        onResend={() => void send(target)}
      />
      {errorLine}
      <StepUpConfirm
        stepUp={stepUp}
        codeField={{
          value: secondFactorCode,
          onChange: (event) => setSecondFactorCode(event.target.value),
        }}
        submitLabel={intl.formatMessage(modalMessages.confirm)}
        submitting={validate.isPending}
        disabled={code.length !== EMAIL_CODE_LENGTH}
        submitDisabled={askCode && secondFactorCode.trim() === ''}
        onPasskey={async () => {
          const proof = await stepUp.passkeyProof();
          if (proof) await confirm(code, proof);
        }}
      />
    </form>
  );
}
