import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useLocalePath } from '../../../i18n/locale-path.ts';
import { IconButton, type IconButtonProps } from '../../atoms/icon-button/icon-button.tsx';
import { chevronStartIcon } from '../../atoms/icon/icons.ts';
import { inAppHistory } from '../../../state/history-entries.ts';
import { canGoBackInApp } from './back-button.logic.ts';
import { commonMessages } from '../../messages/common-messages.ts';

const messages = defineMessages({
  back: commonMessages.back,
});

/** A callback that goes one step back, or to `/{lang}/home` when the app was opened here. */
export function useGoBack(): () => void {
  const [, navigate] = useLocation();
  const to = useLocalePath();
  return useCallback(() => {
    const history = inAppHistory();
    if (canGoBackInApp(history.state())) history.back();
    // Replace, so back from home does not return to the page just left.
    else navigate(to('/home'), { replace: true });
  }, [navigate, to]);
}

export interface BackButtonProps extends Omit<IconButtonProps, 'icon' | 'label' | 'onClick'> {
  /** Names the button. @default 'Back' */
  label?: string;
}

/** Goes back in history, or home when there is none (spec §2). The arrow mirrors in RTL. */
export function BackButton({ label, ...rest }: BackButtonProps) {
  const intl = useIntl();
  const goBack = useGoBack();
  return (
    <IconButton
      icon={chevronStartIcon}
      label={label ?? intl.formatMessage(messages.back)}
      onClick={goBack}
      {...rest}
    />
  );
}
