import { useIntl } from 'react-intl';
import { Badge } from '../../components/atoms/badge/badge.tsx';
import { Button } from '../../components/atoms/button/button.tsx';
import type { UserInfo } from '../../contract/entities-account.ts';
import { openDialog } from '../../state/dialogs.ts';
import { EmailCodeFlow } from './email-code-flow.tsx';
import { emailMessages } from '../../components/messages/email-messages.ts';
import { emailChangeMessages } from './profile-messages.ts';

const m = { ...emailMessages, ...emailChangeMessages };

/**
 * The account's email with its state (spec §4: unverified, verified) and the ways forward: verify
 * it with a code, change it (the new address is confirmed by its code), or add one when an account
 * made through a provider has none.
 */
export function EmailSettings({ info }: { info: Pick<UserInfo, 'email' | 'email_validation'> }) {
  const intl = useIntl();
  const open = (mode: 'verify' | 'change') =>
    openDialog({
      kind: 'custom',
      size: 'sm',
      title: intl.formatMessage(mode === 'verify' ? m.verifyTitle : m.changeTitle),
      render: (close) => <EmailCodeFlow mode={mode} currentEmail={info.email} close={close} />,
    });
  const verified = info.email_validation === 1;

  return (
    <section aria-labelledby="account-email" className="flex flex-col gap-3">
      <h2 id="account-email" className="text-base font-semibold">
        {intl.formatMessage(m.email)}
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        {info.email ? (
          <>
            <span dir="ltr" className="min-w-0 break-all">
              {info.email}
            </span>
            <Badge tone={verified ? 'success' : 'warning'}>
              {intl.formatMessage(verified ? m.verified : m.unverified)}
            </Badge>
          </>
        ) : (
          <span className="text-ink-muted">{intl.formatMessage(m.noEmail)}</span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {info.email && !verified ? (
          <Button size="sm" onClick={() => open('verify')}>
            {intl.formatMessage(m.verify)}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" onClick={() => open('change')}>
          {intl.formatMessage(info.email ? m.change : m.add)}
        </Button>
      </div>
    </section>
  );
}
