import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { loginByEmailCall } from '../../../src/contract/calls/account-login-by-email.ts';
import { sendEmailCodeCall } from '../../../src/contract/calls/account-send-email-code.ts';
import { callsTo, MOCK_ACCOUNT, MOCK_ACCOUNT_ERRORS } from '../../../src/mocks/handlers-account.ts';
import {
  authDialog,
  openAuthDialog,
  recordCodeSent,
  rememberAuthEmail,
  showAuthScreen,
} from '../../../src/state/auth-dialog.ts';
import { ROLE } from '../../../src/contract/enums.ts';
import { session } from '../../../src/state/session.ts';
import { expectViewer } from '../../support/session.tsx';
import { installClock, type StoryClock } from '../../support/clock.ts';
import {
  AuthDialogStory,
  authDialogMeta,
  expectAuthDialogClosed,
  findAuthDialog,
  findFormError,
} from './auth-dialog-story.tsx';

const meta = {
  title: 'Features/AuthDialog/VerifyCode',
  ...authDialogMeta,
  component: AuthDialogStory,
  args: { ...authDialogMeta.args, screen: 'verifyCode', email: MOCK_ACCOUNT.email },
} satisfies Meta<typeof AuthDialogStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (dialog: HTMLElement) => within(dialog).getAllByRole<HTMLInputElement>('textbox');

/** Six boxes, the first focused; a pasted code fills them and signs in without another key. */
export const VerifyCode: Story = {
  play: async () => {
    const dialog = await findAuthDialog('Check your email');
    await expect(dialog).toHaveAccessibleDescription(`We sent a 6-character code to ${MOCK_ACCOUNT.email}.`);
    await expect(boxes(dialog)).toHaveLength(6);
    await waitFor(() => expect(boxes(dialog)[0]).toHaveFocus());
    const resend = within(dialog).getByRole('button', { name: /Resend/ });
    await expect(resend).toHaveTextContent('Resend in 60 seconds');
    await expect(resend).toBeDisabled();

    // Five characters are one short: Enter shows the rule, nothing is sent.
    await userEvent.keyboard('K7Q2Z{Enter}');
    await waitFor(() =>
      expect(within(dialog).getByRole('group')).toHaveAccessibleDescription('Enter the 6-character code.'),
    );
    await expect(callsTo(loginByEmailCall)).toHaveLength(0);

    await userEvent.click(boxes(dialog)[0]!);
    await userEvent.paste(MOCK_ACCOUNT.code);
    await expectAuthDialogClosed();
    await expect(callsTo(loginByEmailCall).map((call) => call.input)).toEqual([
      { email: MOCK_ACCOUNT.email, code: MOCK_ACCOUNT.code },
    ]);
    await expectViewer({ username: MOCK_ACCOUNT.account, role: ROLE.member });
  },
};

/**
 * The code screen five seconds after the code was sent, played on the fake clock so the
 * countdown reads 55 s however long the machine took: the visual set's still of this screen.
 * The ticks come before any English assertion, so a translation stops at the same picture.
 */
export const VerifyCodeWaiting: Story = {
  args: { screen: undefined },
  play: async () => {
    const clock = installClock();
    try {
      openAuthDialog('verifyCode');
      rememberAuthEmail(MOCK_ACCOUNT.email);
      recordCodeSent(MOCK_ACCOUNT.email, 60);
      await clock.tick(0);
      await clock.settleUntil(() => expect(within(document.body).getByRole('dialog')).toBeVisible());
      await clock.tick(5_000);
      const dialog = within(document.body).getByRole('dialog', { name: 'Check your email' });
      await expect(dialog).toHaveAccessibleDescription(
        `We sent a 6-character code to ${MOCK_ACCOUNT.email}.`,
      );
      const resend = within(dialog).getByRole('button', { name: /Resend/ });
      await expect(resend).toHaveTextContent('Resend in 55 seconds');
      await expect(resend).toBeDisabled();
      await expect(boxes(dialog).map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    } finally {
      clock.uninstall();
    }
  },
};

/** A real rendering tick of the fake clock until `check` passes (the mock answers in real time). */
async function untilOnFakeClock(clock: StoryClock, check: () => void): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= 400) throw error;
      await clock.tick(0);
    }
  }
}

/**
 * Spec §5 and §9: Resend waits 60 s (59 s is not enough), then asks for a new code and waits the
 * server's `resend_after` (60 s) again. Played on the fake clock.
 */
export const VerifyCodeResendCountdown: Story = {
  args: { screen: undefined },
  play: async () => {
    openAuthDialog();
    await findAuthDialog('Log in or sign up');
    const clock = installClock();
    try {
      rememberAuthEmail(MOCK_ACCOUNT.email);
      recordCodeSent(MOCK_ACCOUNT.email, 60);
      showAuthScreen('verifyCode');
      await clock.tick(0);
      const dialog = within(document.body).getByRole('dialog', { name: 'Check your email' });
      const resend = () => within(dialog).getByRole('button', { name: /Resend/ });
      // React paints what a tick changed a moment after it (its scheduler runs on the real
      // clock): each check waits for that paint, without moving the fake time on.
      const showsWait = (text: string) =>
        untilOnFakeClock(clock, () => {
          expect(resend()).toHaveTextContent(text);
          expect(resend()).toBeDisabled();
        });
      const showsResend = () =>
        untilOnFakeClock(clock, () => {
          expect(resend()).toHaveTextContent('Resend code');
          expect(resend()).toBeEnabled();
        });
      await showsWait('Resend in 60 seconds');
      await clock.tick(59_000);
      await showsWait('Resend in 1 second');
      await clock.tick(1_000);
      await showsResend();

      fireEvent.click(resend());
      await untilOnFakeClock(clock, () => expect(callsTo(sendEmailCodeCall)).toHaveLength(1));
      await expect(callsTo(sendEmailCodeCall)[0]!.input).toEqual({ email: MOCK_ACCOUNT.email, type: 5 });
      // The server's answer (resend_after 60) starts a new wait from the fake now.
      await untilOnFakeClock(clock, () => expect(authDialog.codeSent?.resendAt).toBe(clock.now() + 60_000));
      await showsWait('Resend in 60 seconds');
      await clock.tick(59_000);
      await showsWait('Resend in 1 second');
      await clock.tick(1_000);
      await showsResend();
    } finally {
      clock.uninstall();
    }
  },
};

/** Spec §8: a wrong code is refused under the form; the password is the other way in. */
export const VerifyCodeWrong: Story = {
  play: async () => {
    const dialog = await findAuthDialog('Check your email');
    await waitFor(() => expect(boxes(dialog)[0]).toHaveFocus());
    await userEvent.keyboard('AAAAAA');
    const refusal = await findFormError(dialog);
    await expect(refusal).toHaveTextContent(MOCK_ACCOUNT_ERRORS.codeWrong);
    // The boxes the refusal is about are marked invalid and described by it (WCAG 3.3.1).
    for (const box of boxes(dialog)) await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(
      within(dialog).getByRole('group', { name: 'Verification code' }),
    ).toHaveAccessibleDescription(MOCK_ACCOUNT_ERRORS.codeWrong);
    await expect(session.token).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Use password instead' }));
    await findAuthDialog('Enter your password');
    await expect(dialog).toHaveAccessibleDescription(`Logging in as ${MOCK_ACCOUNT.email}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await findAuthDialog('Check your email');
  },
};
