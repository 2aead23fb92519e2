/**
 * The login's second step (issue 26): an account with two-factor authentication answers its
 * password with a challenge; a code of the authenticator app, or a recovery code, completes it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROLE } from '../../../src/contract/enums.ts';
import { MOCK_ACCOUNT } from '../../../src/mocks/handlers-account.ts';
import {
  MOCK_TOTP,
  MOCK_TWO_FACTOR_ERRORS,
  secondFactorLoginHandlers,
} from '../../../src/mocks/handlers-two-factor.ts';
import { authDialog } from '../../../src/state/auth-dialog.ts';
import { session } from '../../../src/state/session.ts';
import { expectViewer } from '../../support/session.tsx';
import {
  AuthDialogStory,
  authDialogMeta,
  expectAuthDialogClosed,
  findAuthDialog,
  findFormError,
} from './auth-dialog-story.tsx';

const meta = {
  title: 'Features/AuthDialog/SecondFactor',
  ...authDialogMeta,
  component: AuthDialogStory,
  args: { ...authDialogMeta.args, screen: 'accountLogin' },
  parameters: {
    msw: {
      handlers: {
        ...authDialogMeta.parameters.msw.handlers,
        loginByPassword: secondFactorLoginHandlers.passwordChallenge,
      },
    },
  },
} satisfies Meta<typeof AuthDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const CODE_STEP = 'Enter your authentication code';

/** The password step, which answers the challenge: the dialog moves to the code. */
async function passwordStep() {
  const first = await findAuthDialog('Log in');
  await userEvent.type(
    within(first).getByRole('textbox', { name: 'Account name or email' }),
    MOCK_ACCOUNT.account,
  );
  await userEvent.type(within(first).getByLabelText('Password'), `${MOCK_ACCOUNT.password}{Enter}`);
  const dialog = await findAuthDialog(CODE_STEP);
  await expect(session.token).toBeNull();
  await expect(authDialog.challenge).toBe(MOCK_TOTP.challenge);
  return dialog;
}

/** The step as it opens: the code field has the focus; a link offers the recovery code. */
export const Default: Story = {
  args: { screen: 'secondFactor' },
  play: async () => {
    const dialog = await findAuthDialog(CODE_STEP);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^Authentication code/ })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Use a recovery code' })).toBeVisible();
  },
};

/** The password, then the app's code: signed in, the dialog closes. */
export const AuthenticatorCode: Story = {
  play: async () => {
    const dialog = await passwordStep();
    const field = within(dialog).getByRole('textbox', { name: /^Authentication code/ });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(field, `${MOCK_TOTP.code}{Enter}`);
    await expectAuthDialogClosed();
    await expectViewer({ username: MOCK_ACCOUNT.account, role: ROLE.member });
  },
};

/** Lost phone: a recovery code instead. */
export const RecoveryCode: Story = {
  play: async () => {
    const dialog = await passwordStep();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a recovery code' }));
    const field = await within(dialog).findByRole('textbox', { name: /^Recovery code/ });
    await expect(field).toHaveAccessibleDescription(
      'Lost your phone? Enter one of your recovery codes. Each works once.',
    );
    await userEvent.type(field, `${MOCK_TOTP.recoveryCodes[0]}{Enter}`);
    await expectAuthDialogClosed();
    await expect(session.token).toBeTruthy();
  },
};

/** A wrong code: the server's refusal under the form; the dialog stays on the step. */
export const WrongCode: Story = {
  play: async () => {
    const dialog = await passwordStep();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Authentication code/ }),
      '000000{Enter}',
    );
    await expect(await findFormError(dialog)).toHaveTextContent(MOCK_TWO_FACTOR_ERRORS.codeWrong);
    await expect(session.token).toBeNull();
  },
};

/** More than 5 minutes after the password: the step says the login has ended; Back starts again. */
export const Ended: Story = {
  parameters: {
    msw: {
      handlers: {
        ...authDialogMeta.parameters.msw.handlers,
        loginByPassword: secondFactorLoginHandlers.passwordChallenge,
        loginBySecondFactor: secondFactorLoginHandlers.ended,
      },
    },
  },
  play: async () => {
    const dialog = await passwordStep();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Authentication code/ }),
      `${MOCK_TOTP.code}{Enter}`,
    );
    await expect(await findFormError(dialog)).toHaveTextContent(MOCK_TWO_FACTOR_ERRORS.challengeEnded);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await findAuthDialog('Log in or sign up');
  },
};

/** Arabic, right to left: the step mirrors, the code itself stays left to right. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: { screen: 'secondFactor' },
  play: async () => {
    const dialog = await findAuthDialog('أدخل رمز المصادقة');
    await expect(within(dialog).getByRole('textbox', { name: /^رمز المصادقة/ })).toHaveAttribute(
      'dir',
      'ltr',
    );
  },
};
