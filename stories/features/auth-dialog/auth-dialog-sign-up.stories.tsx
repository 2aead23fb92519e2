import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isUseEmailCall } from '../../../src/contract/calls/account-is-use-email.ts';
import { registerByPasswordCall } from '../../../src/contract/calls/account-register-by-password.ts';
import { ROLE } from '../../../src/contract/enums.ts';
import { EMAIL_CHECK_DEBOUNCE_MS } from '../../../src/features/auth-dialog/auth-form-helpers.ts';
import {
  callsTo,
  MOCK_ACCOUNT,
  MOCK_ACCOUNT_ERRORS,
  MOCK_DECLARE,
} from '../../../src/mocks/handlers-account.ts';
import { userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { session } from '../../../src/state/session.ts';
import { storeTrackingCode, TRACKING_CODE_KEY } from '../../../src/state/tracking-code.ts';
import { expectViewer } from '../../support/session.tsx';
import { AuthDialogStory, authDialogMeta, findAuthDialog, retype } from './auth-dialog-story.tsx';

const meta = {
  title: 'Features/AuthDialog/SignUp',
  ...authDialogMeta,
  component: AuthDialogStory,
  args: { ...authDialogMeta.args, screen: 'signUp' },
} satisfies Meta<typeof AuthDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL_USED = 'This email is already used by an account. Log in with it instead.';

const fields = (dialog: HTMLElement) => ({
  email: within(dialog).getByRole('textbox', { name: 'Email' }),
  account: within(dialog).getByRole('textbox', { name: 'Account name' }),
  password: within(dialog).getByLabelText('Password'),
  submit: within(dialog).getByRole('button', { name: 'Create account' }),
});

/** A new account: the rules of spec §5, the declaration, then the welcome screen. */
export const SignUp: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.newAccount } } },
  play: async () => {
    const dialog = await findAuthDialog('Create your account');
    const { email, account, password, submit } = fields(dialog);
    await waitFor(() => expect(email).toHaveFocus());
    await expect(await within(dialog).findByText(MOCK_DECLARE.content)).toBeVisible();
    await expect(account).toHaveAccessibleDescription('4 to 20 letters and digits.');

    await userEvent.click(submit);
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
    await expect(account).toHaveAccessibleDescription('This field is required.');
    await expect(password).toHaveAccessibleDescription('This field is required.');

    await userEvent.type(email, 'new.fan@example.com');
    // 3 characters is one short of the 4 to 20 the spec allows; 21 is one too many.
    await userEvent.type(account, 'fan');
    await waitFor(() => expect(account).toHaveAccessibleDescription('Use 4 to 20 characters.'));
    await retype(account, 'f'.repeat(21));
    await waitFor(() => expect(account).toHaveAccessibleDescription('Use 4 to 20 characters.'));
    await retype(account, 'new_fan');
    await waitFor(() => expect(account).toHaveAccessibleDescription('Use letters and digits only.'));
    await retype(account, 'newfan1');
    await userEvent.type(password, 'Secret12!');
    await userEvent.click(submit);

    await findAuthDialog('Welcome to FanVault');
    await expect(dialog).toHaveAccessibleDescription('Your account newfan1 is ready.');
    await expect(callsTo(registerByPasswordCall).map((call) => call.input)).toEqual([
      { email: 'new.fan@example.com', account: 'newfan1', password: 'Secret12!' },
    ]);
    await expect(session.token).toBeTruthy();
    await expectViewer({ username: 'newfan1', role: ROLE.member });
  },
};

/** Arrived through a creator's tracking link within 30 days: the sign-up carries its code. */
export const SignUpFromTrackingLink: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.newAccount } } },
  beforeEach: () => {
    storeTrackingCode('mockCode0001');
    return () => localStorage.removeItem(TRACKING_CODE_KEY);
  },
  play: async () => {
    const dialog = await findAuthDialog('Create your account');
    const { email, account, password, submit } = fields(dialog);
    await userEvent.type(email, 'new.fan@example.com');
    await userEvent.type(account, 'newfan2');
    await userEvent.type(password, 'Secret12!');
    await userEvent.click(submit);
    await findAuthDialog('Welcome to FanVault');
    await expect(callsTo(registerByPasswordCall).map((call) => call.input)).toEqual([
      {
        email: 'new.fan@example.com',
        account: 'newfan2',
        password: 'Secret12!',
        tracking_code: 'mockCode0001',
      },
    ]);
  },
};

/**
 * Spec §5: the email is checked 800 ms after the last keystroke, not on each one; an email in
 * use is shown on the field and blocks the submit.
 */
export const SignUpEmailTaken: Story = {
  play: async () => {
    const dialog = await findAuthDialog('Create your account');
    const { email, submit } = fields(dialog);
    let typedAt = 0;
    email.addEventListener('input', () => (typedAt = performance.now()));
    await userEvent.type(email, MOCK_ACCOUNT.email);
    await expect(callsTo(isUseEmailCall)).toHaveLength(0);
    await waitFor(() => expect(email).toHaveAccessibleDescription(EMAIL_USED));
    // One check, of the whole address, no sooner than 800 ms after the last keystroke.
    const checks = callsTo(isUseEmailCall);
    await expect(checks.map((call) => call.input.email)).toEqual([MOCK_ACCOUNT.email]);
    await expect(checks[0]!.at - typedAt).toBeGreaterThanOrEqual(EMAIL_CHECK_DEBOUNCE_MS);
    await expect(submit).toBeDisabled();

    // Another address is checked in turn and, unused, clears the message and the block.
    await retype(email, 'new.fan@example.com');
    await waitFor(() => expect(callsTo(isUseEmailCall)).toHaveLength(2));
    await expect(callsTo(isUseEmailCall)[1]!.input.email).toBe('new.fan@example.com');
    await waitFor(() => expect(email).not.toHaveAccessibleDescription());
    await expect(submit).toBeEnabled();
  },
};

/** The strength meter of spec §5: weak (lowercase and digit), medium (8+, upper, lower, digit), strong (also a symbol). */
export const SignUpWeakPassword: Story = {
  play: async () => {
    const dialog = await findAuthDialog('Create your account');
    const { password, submit } = fields(dialog);
    await userEvent.type(password, 'abc1');
    await expect(within(dialog).getByText('Weak')).toBeVisible();
    await userEvent.click(submit);
    // Weak and short: 8 characters at least.
    await waitFor(() => expect(password).toHaveAccessibleDescription('Use at least 8 characters.'));
    await retype(password, 'Abcdefg1');
    await expect(within(dialog).getByText('Medium')).toBeVisible();
    await retype(password, 'Abcdefg1!');
    await expect(within(dialog).getByText('Strong')).toBeVisible();
    await retype(password, 'Abcdefg1~');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Use letters, digits and !@#$%^&*()_+ only.'),
    );
    await expect(callsTo(registerByPasswordCall)).toHaveLength(0);
  },
};

/** Spec §8: the server's refusal of a sign-up is shown on the account field, which gets the focus. */
export const SignUpServerError: Story = {
  args: { email: 'new.fan@example.com' },
  play: async () => {
    const dialog = await findAuthDialog('Create your account');
    const { email, account, password, submit } = fields(dialog);
    await expect(email).toHaveValue('new.fan@example.com');
    await waitFor(() => expect(account).toHaveFocus());
    await userEvent.type(account, MOCK_ACCOUNT.account);
    await userEvent.type(password, 'Secret12!');
    await userEvent.click(submit);
    await waitFor(() => expect(account).toHaveAccessibleDescription(MOCK_ACCOUNT_ERRORS.accountTaken));
    await expect(account).toHaveFocus();
    await expect(session.token).toBeNull();
    await findAuthDialog('Create your account');
  },
};
