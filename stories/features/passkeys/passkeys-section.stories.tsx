/**
 * A member's passkeys (issue 26), one story per state: loading, error, none yet, two listed,
 * adding one (the name, and the code when the authenticator app is the only second factor),
 * a refusal, removing one (confirmed with a passkey, or a code; with a passkey alone), adding
 * another with a passkey alone, and Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PasskeysSection } from '../../../src/features/passkeys/passkeys-section.tsx';
import {
  MOCK_PASSKEY_ERRORS,
  passkeyChangeHandlers,
  passkeyHandlers,
  passkeyListHandlers,
} from '../../../src/mocks/handlers-passkeys.ts';
import { twoFactorHandlers, twoFactorStatusHandlers } from '../../../src/mocks/handlers-two-factor.ts';
import { userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { storyPasskeyPrompt } from '../../support/passkey-prompt.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

/** The present the "last used" times are told from. */
const NOW = Date.parse('2026-12-07T00:00:00.000Z');

const meta = {
  title: 'Features/Passkeys/PasskeysSection',
  component: PasskeysSection,
  args: { now: NOW },
  parameters: {
    msw: { handlers: { ...twoFactorHandlers, ...passkeyHandlers, userInfo: userInfoHandlers.member } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <div className="mx-auto max-w-[560px] p-4">
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
} satisfies Meta<typeof PasskeysSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** None yet: what a passkey does, and Add a passkey. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Passkeys' })).toBeVisible();
    await expect(await canvas.findByText('You have no passkeys yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { passkeys: passkeyListHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { passkeys: passkeyListHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Two passkeys, each with its name, when it was added and when it was last used. */
export const List: Story = {
  parameters: { msw: { handlers: { passkeys: passkeyListHandlers.two } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('MacBook Touch ID')).toBeVisible();
    await expect(canvas.getByText('YubiKey 5C')).toBeVisible();
    await expect(canvas.getByText(/Never used/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove YubiKey 5C' })).toBeEnabled();
  },
};

/** Adding one with the authenticator app on and no passkey yet: a name and a current code. */
export const Adding: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.on } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a passkey' }));
    const form = await canvas.findByRole('form', { name: 'Add a passkey' });
    await expect(within(form).getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    // The code's field comes once the member's second factors have loaded (a CI run read too soon).
    await expect(await within(form).findByRole('textbox', { name: /^Authentication code/ })).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Work laptop');
    await expect(within(form).getByRole('button', { name: 'Create passkey' })).toBeEnabled();
  },
};

/** The server refuses (20 passkeys already): its message under the form. */
export const AddRefused: Story = {
  parameters: { msw: { handlers: { startPasskeyRegistration: passkeyChangeHandlers.tooMany } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a passkey' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Name/ }), 'Work laptop');
    // Enabled once the member's second factors have loaded, as a person can only press it then.
    const create = canvas.getByRole('button', { name: 'Create passkey' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_PASSKEY_ERRORS.tooMany);
  },
};

/** Removing one, with the authenticator app on too: a code, or one of the passkeys, confirms. */
export const Removing: Story = {
  parameters: {
    msw: { handlers: { passkeys: passkeyListHandlers.two, twoFactor: twoFactorStatusHandlers.both } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove YubiKey 5C' }));
    const panel = await canvas.findByRole('region', { name: 'Remove “YubiKey 5C”?' });
    await expect(within(panel).getByRole('textbox', { name: /^Authentication code/ })).toHaveFocus();
    await expect(within(panel).getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
  },
};

/**
 * Removing one when passkeys are the only second factor: no code field; Remove asks for one of
 * them (the step-up), then the passkey is gone.
 */
export const RemovingWithPasskeyOnly: Story = {
  parameters: {
    msw: { handlers: { passkeys: passkeyListHandlers.two, twoFactor: twoFactorStatusHandlers.passkeyOnly } },
  },
  beforeEach: () => storyPasskeyPrompt('confirm').restore,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove YubiKey 5C' }));
    const panel = await canvas.findByRole('region', { name: 'Remove “YubiKey 5C”?' });
    await expect(within(panel).queryByRole('textbox')).toBeNull();
    const remove = within(panel).getByRole('button', { name: 'Remove' });
    await expect(remove).toHaveAccessibleDescription(/one of your passkeys/);
    await userEvent.click(remove);
    await waitFor(() =>
      expect(within(document.body).getByRole('status')).toHaveTextContent('Passkey removed'),
    );
  },
};

/** Adding another with a passkey only: the name, then Create passkey asks for an existing one first. */
export const AddingWithPasskeyOnly: Story = {
  parameters: {
    msw: { handlers: { passkeys: passkeyListHandlers.two, twoFactor: twoFactorStatusHandlers.passkeyOnly } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a passkey' }));
    const form = await canvas.findByRole('form', { name: 'Add a passkey' });
    await expect(within(form).queryByRole('textbox', { name: /^Authentication code/ })).toBeNull();
    await expect(within(form).getByRole('button', { name: 'Create passkey' })).toHaveAccessibleDescription(
      /one of your passkeys/,
    );
  },
};

/** A refused code: the server's message in the panel. */
export const RemoveRefused: Story = {
  parameters: {
    msw: {
      handlers: {
        passkeys: passkeyListHandlers.two,
        twoFactor: twoFactorStatusHandlers.both,
        removePasskey: passkeyChangeHandlers.removeRefused,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove YubiKey 5C' }));
    const panel = await canvas.findByRole('region', { name: 'Remove “YubiKey 5C”?' });
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Authentication code/ }), '123456');
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove' }));
    await expect(await within(panel).findByRole('alert')).toHaveTextContent(MOCK_PASSKEY_ERRORS.notVerified);
  },
};

/** Arabic, right to left: the list and the removal panel. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: {
    msw: { handlers: { passkeys: passkeyListHandlers.two, twoFactor: twoFactorStatusHandlers.both } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'مفاتيح المرور' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'إزالة YubiKey 5C' }));
    await expect(await canvas.findByRole('region', { name: 'إزالة «YubiKey 5C»؟' })).toBeVisible();
  },
};
