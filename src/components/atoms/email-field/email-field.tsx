import { defineMessages, useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

const messages = defineMessages({
  label: { id: 'form.email.label', defaultMessage: 'Email' },
  placeholder: { id: 'form.email.placeholder', defaultMessage: 'name@example.com' },
});

export interface EmailFieldProps extends Omit<TextFieldProps, 'label' | 'type'> {
  /** @default 'Email' */
  label?: TextFieldProps['label'];
}

/** A text field for an email address: email keyboard, autofill and no autocorrection. */
export function EmailField({ label, placeholder, ...rest }: EmailFieldProps) {
  const intl = useIntl();
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      label={label ?? intl.formatMessage(messages.label)}
      placeholder={placeholder ?? intl.formatMessage(messages.placeholder)}
      {...rest}
    />
  );
}
