/**
 * The step-up of a sensitive change (issue 26), written once and used by the password, email,
 * deletion and passkey screens: one story per state of the member's second factor (the code
 * field, a passkey, both), the passkey confirming, a cancelled prompt and a refused start, and
 * Arabic. A small form stands for the screens: it says how it was confirmed.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod/mini';
import { useZodForm } from '../../../src/components/molecules/form/use-zod-form.ts';
import { modalMessages } from '../../../src/components/organisms/modal/modal-messages.ts';
import { stepUpFields } from '../../../src/contract/two-factor.ts';
import { StepUpConfirm, submitWithPasskey, useStepUp } from '../../../src/features/two-factor/step-up.tsx';
import { passkeyHandlers } from '../../../src/mocks/handlers-passkeys.ts';
import { twoFactorHandlers, twoFactorStatusHandlers } from '../../../src/mocks/handlers-two-factor.ts';
import { callHandler, sealedError } from '../../../src/mocks/envelope.ts';
import { startPasskeyStepUpCall } from '../../../src/contract/calls/passkeys.ts';
import { storyPasskeyPrompt } from '../../support/passkey-prompt.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const schema = z.object({ second_factor_code: stepUpFields.second_factor_code });

/** A form with nothing but the step-up, as the screens end: it shows what it sent. */
function StepUpForm({ danger = false }: { danger?: boolean }) {
  const intl = useIntl();
  const stepUp = useStepUp();
  const form = useZodForm(schema, { defaultValues: {} });
  const [sent, setSent] = useState('');
  const submit = form.handleSubmit(({ second_factor_code }) => setSent(`code ${second_factor_code ?? ''}`));
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <StepUpConfirm
        stepUp={stepUp}
        codeField={{
          error: form.formState.errors.second_factor_code ? 'This field is required.' : undefined,
          ...form.register('second_factor_code'),
        }}
        submitLabel={intl.formatMessage(modalMessages.confirm)}
        danger={danger}
        submitting={form.formState.isSubmitting}
        onPasskey={() =>
          submitWithPasskey(form, async () => {
            const proof = await stepUp.passkeyProof();
            if (proof) setSent(`passkey ${proof.second_factor_passkey.id}`);
          })
        }
      />
      <output data-testid="sent" className="text-sm text-ink-muted">
        {sent}
      </output>
    </form>
  );
}

const refusedStart = callHandler(startPasskeyStepUpCall, () =>
  sealedError('Too many attempts. Try again in 15 minutes.'),
);

const meta = {
  title: 'Features/TwoFactor/StepUpConfirm',
  component: StepUpForm,
  parameters: { msw: { handlers: { ...twoFactorHandlers, ...passkeyHandlers } } },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <div className="mx-auto max-w-[480px] p-4">
          <Story />
        </div>
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof StepUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

let prompt: ReturnType<typeof storyPasskeyPrompt> | undefined;
const sent = () => within(document.body).getByTestId('sent');

/** At rest, with both factors: the code field, the change's button and "Use a passkey". */
export const Default: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.both } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button')).toHaveLength(2));
    await expect(canvas.getByRole('textbox')).toBeVisible();
  },
};

/** The authenticator app only: the code field and the change's button; no passkey. */
export const CodeOnly: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.on } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: /^Authentication code/ });
    await expect(code).toHaveAccessibleDescription(/authenticator app, or a recovery code/);
    await expect(canvas.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription('This field is required.'));
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent()).toHaveTextContent('code 123456'));
  },
};

/**
 * A passkey only: no code field; the change's own button asks for the passkey (its hint says so),
 * and Enter in the form does too. The prompt confirms: the change goes with the passkey.
 */
export const PasskeyOnly: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.passkeyOnly } } },
  beforeEach: () => storyPasskeyPrompt('confirm').restore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/You confirm this change with one of your passkeys/);
    const confirm = canvas.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAccessibleDescription(/one of your passkeys/);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent()).toHaveTextContent('passkey c3Rvcnkta2V5'));
  },
};

/** Both: the code field, the change's button, and "Use a passkey" beside it. */
export const Both: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.both } } },
  beforeEach: () => storyPasskeyPrompt('confirm').restore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: /^Authentication code/ });
    await expect(code).toHaveAccessibleDescription(/or confirm with one of your passkeys instead/);
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    // The passkey replaces the code: an empty code field does not hold it back.
    await userEvent.click(canvas.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(sent()).toHaveTextContent('passkey c3Rvcnkta2V5'));
    await expect(code).not.toHaveAccessibleDescription('This field is required.');
  },
};

/** The member cancels the browser's prompt (or it times out): said in their language, and they may try again. */
export const PasskeyFailed: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.both } } },
  beforeEach: () => storyPasskeyPrompt('cancel').restore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const usePasskey = await canvas.findByRole('button', { name: 'Use a passkey' });
    await userEvent.click(usePasskey);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The passkey request was cancelled or timed out. Try again.',
    );
    await expect(sent()).toHaveTextContent('');
    await waitFor(() => expect(usePasskey).toBeEnabled());
  },
};

/** The server refuses to start the step-up (too many attempts): its message, as other refusals. */
export const StartRefused: Story = {
  parameters: {
    msw: { handlers: { twoFactor: twoFactorStatusHandlers.passkeyOnly, startPasskeyStepUp: refusedStart } },
  },
  beforeEach: () => {
    prompt = storyPasskeyPrompt('confirm');
    return prompt.restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/You confirm this change with one of your passkeys/);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 15 minutes.',
    );
    // The browser was not asked: the refusal came first.
    await expect(prompt?.calls()).toBe(0);
  },
};

/** No second factor: the change's button alone. */
export const NoSecondFactor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = await canvas.findByRole('button', { name: 'Confirm' });
    // It waits while the member's factors are asked for, then takes the form as it is.
    await waitFor(() => expect(confirm).toBeEnabled());
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * While the member's factors are asked for, the change's button waits: pressed then, a passkey-only
 * member would send the change without the passkey and get the server's refusal.
 */
export const WhileFactorsLoad: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  },
};

/** Arabic, right to left, with both: the code stays left to right, the passkey button is labelled. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.both } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'استخدام مفتاح مرور' })).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveAttribute('dir', 'ltr');
  },
};

/** A danger change (deleting) with a passkey only: the one button is red. */
export const DangerPasskeyOnly: Story = {
  args: { danger: true },
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.passkeyOnly } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/You confirm this change with one of your passkeys/);
    await expect(canvas.getByRole('button', { name: 'Confirm' })).toHaveClass('!bg-red-600');
  },
};
