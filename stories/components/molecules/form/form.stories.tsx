import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../../src/components/atoms/button/button.tsx';
import { EmailField } from '../../../../src/components/atoms/email-field/email-field.tsx';
import { TextField } from '../../../../src/components/atoms/text-field/text-field.tsx';
import {
  ACCOUNT_HINT_VALUES,
  accountMessages as messages,
} from '../../../../src/components/molecules/form/account-messages.ts';
import { useRuleMessage } from '../../../../src/components/molecules/form/rule-message.ts';
import { useZodForm } from '../../../../src/components/molecules/form/use-zod-form.ts';
import { PasswordField } from '../../../../src/components/molecules/password-field/password-field.tsx';
import { signUpSchema, type SignUpInput } from '../../../../src/contract/rules/account-rules.ts';

/** The FormField pattern: useZodForm with a contract schema, errors translated under each field. */
function SignUpForm({ onSubmit }: { onSubmit: (values: SignUpInput) => void }) {
  const intl = useIntl();
  const ruleMessage = useRuleMessage();
  const { register, handleSubmit, watch, formState } = useZodForm(signUpSchema, {
    defaultValues: { email: '', account: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <EmailField required error={ruleMessage(errors.email)} {...register('email')} />
      <TextField
        required
        label={intl.formatMessage(messages.account)}
        hint={intl.formatMessage(messages.accountHint, ACCOUNT_HINT_VALUES)}
        autoComplete="username"
        autoCapitalize="none"
        error={ruleMessage(errors.account)}
        {...register('account')}
      />
      <PasswordField
        required
        showStrength
        strengthOf={watch('password')}
        error={ruleMessage(errors.password)}
        {...register('password')}
      />
      <Button type="submit" fullWidth loading={isSubmitting}>
        {intl.formatMessage(messages.signUp)}
      </Button>
    </form>
  );
}

const meta = {
  title: 'Molecules/Form',
  component: SignUpForm,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: { onSubmit: fn() },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Invalid input shows each rule's error under its field; valid input submits. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Create account' });
    await userEvent.click(submit);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    const account = canvas.getByRole('textbox', { name: 'Account name' });
    const password = canvas.getByLabelText('Password');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
    await expect(account).toHaveAccessibleDescription('This field is required.');
    await expect(password).toHaveAccessibleDescription('This field is required.');

    await userEvent.type(email, 'ada@');
    await userEvent.type(account, 'ada');
    await userEvent.type(password, 'Abc 123');
    await userEvent.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'));
    // Account 4–20 characters; password at least 8.
    await expect(account).toHaveAccessibleDescription('Use 4 to 20 characters.');
    await expect(password).toHaveAccessibleDescription('Use at least 8 characters.');
    await userEvent.type(account, '_');
    await waitFor(() => expect(account).toHaveAccessibleDescription('Use letters and digits only.'));
    await userEvent.type(password, '4');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Use letters, digits and !@#$%^&*()_+ only.'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(email, 'example.com');
    await userEvent.clear(account);
    await userEvent.type(account, 'ada2024');
    await userEvent.clear(password);
    await userEvent.type(password, 'Secret12!');
    await expect(canvas.getByText('Strong')).toBeVisible();
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { email: 'ada@example.com', account: 'ada2024', password: 'Secret12!' },
        expect.anything(),
      ),
    );
  },
};
export const Rtl: Story = { globals: { locale: 'ar' } };
