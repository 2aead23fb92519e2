import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { closeAuthDialog } from '../../state/auth-dialog.ts';
import { Button } from '../../components/atoms/button/button.tsx';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { sparklesIcon } from '../../components/atoms/icon/icons.ts';
import { authMessages } from './auth-messages.ts';

/** After sign-up (spec §4): a welcome and "Start exploring", which closes the dialog. */
export function SignUpSuccessScreen() {
  const intl = useIntl();
  const screenRef = useRef<HTMLDivElement>(null);
  useEffect(() => screenRef.current?.querySelector('button')?.focus(), []);
  return (
    <div ref={screenRef} className="flex flex-col items-center gap-5 pt-2 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon icon={sparklesIcon} size={32} />
      </span>
      <Button data-autofocus fullWidth onClick={closeAuthDialog}>
        {intl.formatMessage(authMessages.startExploring)}
      </Button>
    </div>
  );
}
