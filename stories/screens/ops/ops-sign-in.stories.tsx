/**
 * The operations console's sign-in (issue 23): email and password, then the authenticator's
 * 6-digit code or a recovery code; at the first sign-in, enrolment (QR code, the key to type, the
 * first code) and the ten recovery codes, shown once. Refusals are the server's words, announced.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  makeOperator,
  MOCK_OPS_ERRORS,
  MOCK_OPS_SIGN_IN,
  MOCK_RECOVERY_CODES,
  opsSignInHandlers,
  resetOpsSession,
} from '../../../src/mocks/handlers-ops-sign-in.ts';
import { OpsSignInScreen } from '../../../src/screens/ops/ops-sign-in/ops-sign-in-screen.tsx';
import { stubClipboard } from '../../support/clipboard.ts';

const meta = {
  title: 'Screens/Ops/SignIn',
  component: OpsSignInScreen,
  args: { onSignedIn: fn() },
  parameters: { router: { route: '/ops' }, msw: { handlers: opsSignInHandlers }, layout: 'fullscreen' },
  beforeEach: () => resetOpsSession(),
} satisfies Meta<typeof OpsSignInScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Types the seed's email and `password` and continues. */
async function passPassword(
  canvas: Canvas,
  password: string = MOCK_OPS_SIGN_IN.password,
  email = 'finance@example.com',
) {
  await userEvent.type(await canvas.findByLabelText(/^Email/), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

/** The first step, its email field focused. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Log in to the console' })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText(/^Email/)).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Enter the email of your operator account.')).toBeVisible();
    await expect(canvas.getByText('Enter your password.')).toBeVisible();
  },
};

/** A wrong password: the server's message, in the live region, and both fields point at it. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas, 'not-the-password');
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(MOCK_OPS_ERRORS.badCredentials));
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Log in to the console');
  },
};

/** An enrolled operator: the code step, a wrong code refused, the right one signs in. */
export const CodeStep: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Enter your authenticator’s code' }),
    ).toBeVisible();
    const code = canvas.getByLabelText(/^6-digit code/);
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Enter the 6 digits your app shows.')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(MOCK_OPS_ERRORS.codeWrong));
    await userEvent.clear(code);
    await userEvent.type(code, MOCK_OPS_SIGN_IN.code);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(makeOperator('finance')));
  },
};

/** The authenticator is lost: the switch takes a recovery code instead, and back. */
export const RecoveryCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a recovery code' }));
    const recovery = canvas.getByLabelText(/^Recovery code/);
    await waitFor(() => expect(recovery).toHaveFocus());
    await userEvent.type(recovery, '123456x');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('A recovery code looks like abcde-12345.')).toBeVisible();
    await userEvent.clear(recovery);
    // Typed in capitals, read as the lowercase code (the contract's schema).
    await userEvent.type(recovery, MOCK_OPS_SIGN_IN.recoveryCode.toUpperCase());
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledWith(makeOperator('finance')));
  },
};

/** "Start again" goes back to the password step. */
export const StartAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await passPassword(canvas);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start again' }));
    await expect(await canvas.findByLabelText(/^Email/)).toHaveValue('');
  },
};

/** The first sign-in: the QR code, the key in groups of four with a copy button, then the code. */
export const Enrolment: Story = {
  parameters: { msw: { handlers: { ...opsSignInHandlers, signIn: opsSignInHandlers.signInEnrol } } },
  play: async ({ canvasElement }) => {
    const clipboard = stubClipboard();
    try {
      const canvas = within(canvasElement);
      await passPassword(canvas, MOCK_OPS_SIGN_IN.password, 'admin@example.com');
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Set up your authenticator' }),
      ).toHaveFocus();
      await expect(
        await canvas.findByRole('img', { name: 'QR code to scan with an authenticator app' }),
      ).toBeVisible();
      await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Copy key' }));
      await expect(clipboard.writeText).toHaveBeenCalledWith(MOCK_OPS_SIGN_IN.secret);
      await expect(await canvas.findByText('Key copied')).toBeVisible();
      // No recovery code exists before enrolment.
      await expect(canvas.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
      await expect(canvas.getByLabelText(/^6-digit code/)).toBeVisible();
    } finally {
      clipboard.restore();
    }
  },
};

/** After enrolment: the ten codes once, copy and download, then "I have saved them" enters. */
export const RecoveryCodesShown: Story = {
  parameters: { msw: { handlers: { ...opsSignInHandlers, signIn: opsSignInHandlers.signInEnrol } } },
  play: async ({ canvasElement, args }) => {
    const clipboard = stubClipboard();
    try {
      const canvas = within(canvasElement);
      await passPassword(canvas, MOCK_OPS_SIGN_IN.password, 'admin@example.com');
      await userEvent.type(await canvas.findByLabelText(/^6-digit code/), MOCK_OPS_SIGN_IN.code);
      await userEvent.click(canvas.getByRole('button', { name: 'Confirm and log in' }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: 'Save your recovery codes' }),
      ).toHaveFocus();
      const list = canvas.getByRole('list', { name: 'Recovery codes' });
      await expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(MOCK_RECOVERY_CODES);
      await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
      await expect(clipboard.writeText).toHaveBeenCalledWith(MOCK_RECOVERY_CODES.join('\n'));
      await expect(canvas.getByRole('button', { name: 'Download as a text file' })).toBeVisible();
      await expect(args.onSignedIn).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'I have saved them' }));
      await expect(args.onSignedIn).toHaveBeenCalledWith(makeOperator('admin'));
    } finally {
      clipboard.restore();
    }
  },
};

/** Arabic, right to left: the step mirrors; codes and the key stay left to right. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
};

/** Arabic enrolment, with the QR code and the key (the fields found by type: the words are Arabic). */
export const RtlEnrolment: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { ...opsSignInHandlers, signIn: opsSignInHandlers.signInEnrol } } },
  play: async ({ canvasElement }) => {
    const form = await waitFor(
      () => canvasElement.querySelector('form') ?? Promise.reject(new Error('no form')),
    );
    await userEvent.type(form.querySelector('input[type="email"]')!, 'admin@example.com');
    await userEvent.type(form.querySelector('input[type="password"]')!, MOCK_OPS_SIGN_IN.password);
    await userEvent.click(form.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(canvasElement.querySelector('svg[role="img"]')).toBeVisible());
  },
};
