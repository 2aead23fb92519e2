import type { QueryClient } from '@tanstack/react-query';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { appConfigKeys } from '../../../src/api/app-config.ts';
import { getGoogleOauthPageCall } from '../../../src/contract/calls/thirdparty-get-oauth-page.ts';
import { isUseEmailCall } from '../../../src/contract/calls/account-is-use-email.ts';
import { loginByPasswordCall } from '../../../src/contract/calls/account-login-by-password.ts';
import { sendEmailCodeCall } from '../../../src/contract/calls/account-send-email-code.ts';
import { ROLE } from '../../../src/contract/enums.ts';
import {
  callsTo,
  loginByPasswordHandlers,
  MOCK_ACCOUNT,
  MOCK_ACCOUNT_ERRORS,
  MOCK_OAUTH_PAGE,
  makeLoginResult,
  oauthPageHandlers,
  providerConfigHandlers,
} from '../../../src/mocks/handlers-account.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import { authDialog, completeLogin, openAuthDialog } from '../../../src/state/auth-dialog.ts';
import { session } from '../../../src/state/session.ts';
import { useSnapshot } from 'valtio';
import { Button } from '../../../src/components/atoms/button/button.tsx';
import { AuthDialog } from '../../../src/features/auth-dialog/auth-dialog.tsx';
import { expectViewer } from '../../support/session.tsx';
import {
  AuthDialogStory,
  authDialogMeta,
  body,
  expectAuthDialogClosed,
  findAuthDialog,
  findFormError,
} from './auth-dialog-story.tsx';

const meta = {
  title: 'Features/AuthDialog',
  ...authDialogMeta,
  component: AuthDialogStory,
  args: { ...authDialogMeta.args, screen: 'main' },
} satisfies Meta<typeof AuthDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The main screen: email and Continue, the providers, the account login and the terms line. */
export const Main: Story = {
  play: async () => {
    const dialog = await findAuthDialog('Log in or sign up');
    const email = within(dialog).getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeEnabled();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Log in with account name' })).toBeVisible(),
    );
    // The terms line links the terms and the privacy policy (they open in a dialog over this one).
    await expect(dialog).toHaveTextContent(/you agree to the Terms of Service and the Privacy Policy/);
    await expect(within(dialog).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/en/official/tos',
    );
    // Spec §5: the email is required and must be valid; Enter submits.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('This field is required.'));
    await userEvent.type(email, 'ada@{Enter}');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid email address.'));
    await expect(callsTo(isUseEmailCall)).toHaveLength(0);
  },
};

/** Every configured provider gets a button; Google's opens its consent page with the app's return address. */
export const MainWithProviders: Story = {
  parameters: { msw: { handlers: { appConfig: providerConfigHandlers.all } } },
  play: async ({ args }) => {
    const dialog = await findAuthDialog('Log in or sign up');
    const google = await within(dialog).findByRole('button', { name: 'Continue with Google' });
    await expect(within(dialog).getByRole('button', { name: 'Continue with X' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Continue with Apple' })).toBeVisible();
    await userEvent.click(google);
    await waitFor(() => expect(args.onOpenProviderPage).toHaveBeenCalledTimes(1));
    const [url] = (args.onOpenProviderPage as unknown as { mock: { calls: [string][] } }).mock.calls[0]!;
    const opened = new URL(url);
    await expect(`${opened.origin}${opened.pathname}`).toBe(MOCK_OAUTH_PAGE);
    await expect(opened.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/en/home?oauth=google`,
    );
    await expect(callsTo(getGoogleOauthPageCall)).toHaveLength(1);
  },
};

/** A provider page that cannot be made: the server's message under the form, nothing opened. */
export const MainProviderError: Story = {
  parameters: {
    msw: {
      handlers: { appConfig: providerConfigHandlers.googleOnly, googlePage: oauthPageHandlers.googleError },
    },
  },
  play: async ({ args }) => {
    const dialog = await findAuthDialog('Log in or sign up');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Continue with Google' }));
    await expect(await findFormError(dialog)).toHaveTextContent(MOCK_SERVER_ERROR);
    await expect(within(dialog).queryByRole('button', { name: 'Continue with X' })).toBeNull();
    await expect(args.onOpenProviderPage).not.toHaveBeenCalled();
  },
};

/** No provider configured: no provider buttons at all, the email and account login remain. */
export const MainNoProviders: Story = {
  parameters: { msw: { handlers: { appConfig: providerConfigHandlers.none } } },
  play: async ({ loaded }) => {
    const dialog = await findAuthDialog('Log in or sign up');
    const queryClient = (loaded as { queryClient: QueryClient }).queryClient;
    await waitFor(() => expect(queryClient.getQueryData(appConfigKeys.root)).toBeDefined());
    await expect(within(dialog).queryByRole('button', { name: /Continue with/ })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Log in with account name' })).toBeVisible();
  },
};

/** Spec §4: a used email gets a type 5 code and goes to the code screen. */
export const EmailInUseGoesToCode: Story = {
  play: async () => {
    const dialog = await findAuthDialog('Log in or sign up');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Email' }),
      `${MOCK_ACCOUNT.email}{Enter}`,
    );
    await findAuthDialog('Check your email');
    await expect(dialog).toHaveAccessibleDescription(`We sent a 6-character code to ${MOCK_ACCOUNT.email}.`);
    await expect(callsTo(sendEmailCodeCall).map((call) => call.input)).toEqual([
      { email: MOCK_ACCOUNT.email, type: 5 },
    ]);
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Character 1 of 6' })).toHaveFocus(),
    );
  },
};

/** Spec §4: a new email goes to sign-up with the email filled in; no code is sent. */
export const NewEmailGoesToSignUp: Story = {
  play: async () => {
    const dialog = await findAuthDialog('Log in or sign up');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'new.fan@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await findAuthDialog('Create your account');
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('new.fan@example.com');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Account name' })).toHaveFocus());
    await expect(callsTo(sendEmailCodeCall)).toHaveLength(0);
  },
};

/** Account name and password; Enter submits, the session is stored and the dialog closes. */
export const AccountLogin: Story = {
  args: { screen: 'accountLogin' },
  play: async () => {
    const dialog = await findAuthDialog('Log in');
    const account = within(dialog).getByRole('textbox', { name: 'Account name or email' });
    await waitFor(() => expect(account).toHaveFocus());
    await userEvent.type(account, MOCK_ACCOUNT.account);
    await userEvent.type(within(dialog).getByLabelText('Password'), `${MOCK_ACCOUNT.password}{Enter}`);
    await expectAuthDialogClosed();
    await expectViewer({ username: MOCK_ACCOUNT.account, role: ROLE.member });
    await expect(session.token).toBeTruthy();
    await expect(authDialog.screen).toBe('main');
  },
};

/** Spec §8: the server's refusal is shown under the login form; the dialog stays. */
export const AccountLoginError: Story = {
  args: { screen: 'accountLogin' },
  play: async () => {
    const dialog = await findAuthDialog('Log in');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Account name or email' }),
      MOCK_ACCOUNT.account,
    );
    await userEvent.type(within(dialog).getByLabelText('Password'), 'NotMyPassword1{Enter}');
    const alert = await findFormError(dialog);
    await expect(alert).toHaveTextContent(MOCK_ACCOUNT_ERRORS.badCredentials);
    // Both fields are marked invalid and described by the refusal (WCAG 3.3.1): the server does not
    // say which was wrong.
    const account = within(dialog).getByRole('textbox', { name: 'Account name or email' });
    const password = within(dialog).getByLabelText('Password');
    for (const field of [account, password]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(MOCK_ACCOUNT_ERRORS.badCredentials);
    }
    // Under the form: after the submit button.
    const submit = within(dialog).getByRole('button', { name: 'Log in' });
    await expect(submit.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(session.token).toBeNull();
    await expect(authDialog.open).toBe(true);
  },
};

/** While the login runs the button spins, and a second Enter or click sends nothing more. */
export const AccountLoginSubmitting: Story = {
  args: { screen: 'accountLogin' },
  parameters: { msw: { handlers: { loginByPassword: loginByPasswordHandlers.slow } } },
  play: async () => {
    const dialog = await findAuthDialog('Log in');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Account name or email' }),
      MOCK_ACCOUNT.account,
    );
    const password = within(dialog).getByLabelText('Password');
    await userEvent.type(password, `${MOCK_ACCOUNT.password}{Enter}`);
    const submit = within(dialog).getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await userEvent.type(password, '{Enter}');
    await expectAuthDialogClosed();
    await expect(callsTo(loginByPasswordCall)).toHaveLength(1);
  },
};

/** Login and sign-up switch to each other; Back returns to main. */
export const AccountLoginSwitchesToSignUp: Story = {
  args: { screen: 'accountLogin' },
  play: async () => {
    const dialog = await findAuthDialog('Log in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'New here? Create an account' }));
    await findAuthDialog('Create your account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Already have an account? Log in' }));
    await findAuthDialog('Log in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await findAuthDialog('Log in or sign up');
  },
};

/** Spec §4: the email from the main screen is the account; only the password is asked. */
export const PasswordLogin: Story = {
  args: { screen: 'passwordLogin', email: MOCK_ACCOUNT.email },
  play: async () => {
    const dialog = await findAuthDialog('Enter your password');
    await expect(dialog).toHaveAccessibleDescription(`Logging in as ${MOCK_ACCOUNT.email}.`);
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveFocus());
    await userEvent.type(password, 'wrong-one{Enter}');
    await expect(await findFormError(dialog)).toHaveTextContent(MOCK_ACCOUNT_ERRORS.badCredentials);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(MOCK_ACCOUNT_ERRORS.badCredentials);
    await userEvent.clear(password);
    await userEvent.type(password, `${MOCK_ACCOUNT.password}{Enter}`);
    await expectAuthDialogClosed();
    await expect(callsTo(loginByPasswordCall).map((call) => call.input.account)).toEqual([
      MOCK_ACCOUNT.email,
      MOCK_ACCOUNT.email,
    ]);
    await expectViewer({ username: MOCK_ACCOUNT.account, role: ROLE.member });
  },
};

/** After sign-up: the welcome, with "Start exploring" focused; it closes the dialog. */
export const SignUpSuccess: Story = {
  args: { screen: 'signUpSuccess' },
  beforeEach: () => {
    completeLogin(makeLoginResult({ username: 'newfan1', aff: 1002 }), { signedUp: true });
  },
  play: async () => {
    const dialog = await findAuthDialog('Welcome to FanVault');
    await expect(dialog).toHaveAccessibleDescription('Your account newfan1 is ready.');
    const start = within(dialog).getByRole('button', { name: 'Start exploring' });
    await waitFor(() => expect(start).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expectAuthDialogClosed();
  },
};

/** Spec §4: closing (Esc, or the close button) resets the dialog to main for the next opening. */
export const ClosingResetsToMain: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await findAuthDialog('Log in or sign up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in with account name' }));
    await findAuthDialog('Log in');
    await userEvent.keyboard('{Escape}');
    await expectAuthDialogClosed();
    await expect(authDialog.screen).toBe('main');

    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open sign-in' }));
    dialog = await findAuthDialog('Log in or sign up');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Email' }),
      'new.fan@example.com{Enter}',
    );
    await findAuthDialog('Create your account');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectAuthDialogClosed();

    openAuthDialog();
    dialog = await findAuthDialog('Log in or sign up');
    await expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveValue('');
  },
};

/** Spec §2: Ctrl+Shift+C closes the auth dialog, wherever the focus is in it. */
export const ShortcutCtrlShiftCCloses: Story = {
  args: { screen: 'accountLogin' },
  play: async () => {
    const dialog = await findAuthDialog('Log in');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Account name or email' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Control>}{Shift>}C{/Shift}{/Control}');
    await expectAuthDialogClosed();
    await expect(authDialog).toMatchObject({ open: false, screen: 'main' });
  },
};

/** Arabic: the dialog runs right to left and the Back arrow points right. */
export const Rtl: Story = {
  args: { screen: 'signUp' },
  globals: { locale: 'ar' },
  play: async () => {
    const dialog = await body().findByRole('dialog');
    await expect(getComputedStyle(dialog).direction).toBe('rtl');
    await waitFor(() => expect(within(dialog).getAllByRole('textbox')[0]).toBeVisible());
    // Like the page's BackButton, the arrow mirrors (Tailwind 4 mirrors with `scale`).
    const backArrow = within(dialog).getByRole('button', { name: 'رجوع' }).querySelector('svg');
    await expect(backArrow && getComputedStyle(backArrow).scale).toBe('-1 1');
  },
};

/** A page like mine for a visitor: its heading, and a Log in button that goes once signed in. */
function VisitorPage() {
  const { token } = useSnapshot(session);
  return (
    <main className="p-6">
      <h1 className="text-xl font-bold">Me</h1>
      {token ? <p>Signed in</p> : <Button onClick={() => openAuthDialog()}>Log in</Button>}
      <AuthDialog onOpenProviderPage={() => undefined} />
    </main>
  );
}

/**
 * By keyboard (issue 22, WCAG 2.4.3): a login from the page's Log in button closes the dialog, and
 * that button is gone once signed in, so focus goes to the page's heading rather than to <body>.
 */
export const LoginGivesFocusToThePageHeading: Story = {
  args: { screen: undefined },
  render: () => <VisitorPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Log in' }).focus();
    await userEvent.keyboard('{Enter}');
    let dialog = await findAuthDialog('Log in or sign up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in with account name' }));
    dialog = await findAuthDialog('Log in');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Account name or email' }),
      MOCK_ACCOUNT.account,
    );
    await userEvent.type(within(dialog).getByLabelText('Password'), `${MOCK_ACCOUNT.password}{Enter}`);
    await expectAuthDialogClosed();
    await expect(canvas.getByText('Signed in')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Me' })).toHaveFocus());
  },
};
