import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SignedInOperator } from '../../../api/ops-me.ts';
import { Button } from '../../../components/atoms/button/button.tsx';
import { Logo } from '../../../components/atoms/logo/logo.tsx';
import { LanguageSwitcher } from '../../../components/molecules/language-switcher/language-switcher.tsx';
import { useLocale } from '../../../i18n/use-locale.ts';
import { useSwitchLocale } from '../../../i18n/use-switch-locale.ts';
import { opsMessages } from '../ops-messages.ts';
import { CodeForm } from './code-form.tsx';
import { EnrolStep } from './enrol-step.tsx';
import { PasswordStep, type SecondFactor } from './password-step.tsx';
import { RecoveryCodesStep } from './recovery-codes-step.tsx';
import { signInMessages } from './sign-in-messages.ts';

type Step =
  | { name: 'password' }
  | { name: 'second'; email: string; factor: SecondFactor }
  | { name: 'codes'; email: string; operator: SignedInOperator; codes: string[] };

const TITLES = {
  password: signInMessages.title,
  code: signInMessages.codeTitle,
  enrol: signInMessages.enrolTitle,
  codes: signInMessages.codesTitle,
} as const;

/**
 * The console's sign-in (issue 23): email and password, then the authenticator's code (or a
 * recovery code), or at the first sign-in enrolment and the recovery codes, shown once. Nothing
 * secret stays in the browser but the httpOnly cookie the server sets.
 */
export function OpsSignInScreen({ onSignedIn }: { onSignedIn: (operator: SignedInOperator) => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  const [step, setStep] = useState<Step>({ name: 'password' });
  const heading = useRef<HTMLHeadingElement>(null);
  const titleKey = step.name === 'second' ? step.factor.step : step.name;

  // Enrolment and the recovery codes are read before anything is typed: their title takes the
  // focus, so a screen reader starts at the top. The other steps focus their first field.
  useEffect(() => {
    if (titleKey === 'enrol' || titleKey === 'codes') heading.current?.focus();
  }, [titleKey]);

  const confirmed = (email: string) => (operator: SignedInOperator, codes: string[]) => {
    if (codes.length > 0) setStep({ name: 'codes', email, operator, codes });
    else onSignedIn(operator);
  };
  const startAgain = (
    <Button type="button" variant="ghost" size="sm" onClick={() => setStep({ name: 'password' })}>
      {intl.formatMessage(signInMessages.startAgain)}
    </Button>
  );

  return (
    <main className="flex min-h-dvh items-start justify-center bg-surface-muted px-4 py-10 sm:items-center">
      <div className="flex w-full max-w-md flex-col gap-6 rounded-3xl bg-surface p-6 shadow-raised sm:p-8">
        <div className="flex items-center gap-3">
          <Logo />
          <span className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
            {intl.formatMessage(opsMessages.operations)}
          </span>
          <LanguageSwitcher value={locale} onChange={switchLocale} variant="compact" className="ms-auto" />
        </div>
        <div className="flex flex-col gap-2">
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
            {intl.formatMessage(TITLES[titleKey])}
          </h1>
          {step.name === 'password' ? (
            <p className="text-sm text-ink-muted">{intl.formatMessage(signInMessages.intro)}</p>
          ) : null}
          {step.name === 'second' && step.factor.step === 'code' ? (
            <p className="text-sm text-ink-muted">{intl.formatMessage(signInMessages.codeIntro)}</p>
          ) : null}
        </div>
        {step.name === 'password' ? (
          <PasswordStep onPassed={(email, factor) => setStep({ name: 'second', email, factor })} />
        ) : step.name === 'codes' ? (
          <RecoveryCodesStep
            email={step.email}
            codes={step.codes}
            onSaved={() => onSignedIn(step.operator)}
          />
        ) : step.factor.step === 'enrol' ? (
          <EnrolStep
            secret={step.factor.secret}
            uri={step.factor.uri}
            onConfirmed={confirmed(step.email)}
            footer={startAgain}
          />
        ) : (
          <CodeForm onConfirmed={confirmed(step.email)} allowRecovery footer={startAgain} />
        )}
      </div>
    </main>
  );
}
