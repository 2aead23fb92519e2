/**
 * mine/account (spec §2, §4, §5, §8): the pictures cut to their frames, display name (at most 16),
 * account name, bio, social links checked 500 ms after typing, and the email with its code.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeUserInfo } from '../../../src/mocks/factories-user.ts';
import { MOCK_ACCOUNT, MOCK_ACCOUNT_ERRORS } from '../../../src/mocks/handlers-account.ts';
import { dataExportHandlers } from '../../../src/mocks/handlers-data-export.ts';
import {
  modifyAccountInfoHandlers,
  profileHandlers,
  profileSaves,
  resetProfile,
} from '../../../src/mocks/handlers-profile.ts';
import { AccountScreen } from '../../../src/screens/mine/account/account-screen.tsx';
import { twoFactorStatusHandlers } from '../../../src/mocks/handlers-two-factor.ts';
import { storyPasskeyPrompt } from '../../support/passkey-prompt.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Account',
  component: AccountScreen,
  parameters: {
    router: { route: '/mine/account' },
    msw: { handlers: { ...profileHandlers, dataExport: dataExportHandlers.none } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    resetProfile();
    return restore;
  },
} satisfies Meta<typeof AccountScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const popup = () => body().getByRole('status');
/** The failure popup (the shell's alert region; the form has its own). */
const failurePopup = () => body().getAllByRole('alert').at(-1)!;

/** A small PNG made in the page, as a picked file. */
async function pngFile(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 200;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#7c3aed';
  context.fillRect(0, 0, 300, 200);
  context.fillStyle = '#f59e0b';
  context.fillRect(100, 50, 100, 100);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Everything as saved: pictures, names, an empty bio and links, the verified email. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^Display name/)).toHaveValue('Ada Lovelace');
    await expect(canvas.getByLabelText(/^Account name/)).toHaveValue('ada2024');
    await expect(canvas.getByText('ada@example.com')).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

/** Only what changed is sent; the links come back as saved and the popup says so. */
export const SavesWhatChanged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nickname = await canvas.findByLabelText(/^Display name/);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'Ada L.');
    await userEvent.type(canvas.getByLabelText('Instagram'), 'https://instagram.com/ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(popup()).toHaveTextContent('Your changes are saved.'));
    await expect(profileSaves).toEqual([
      { nickname: 'Ada L.', set_social_media: { instagram_link: 'https://instagram.com/ada' } },
    ]);
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

/**
 * A blank display name is refused; a link of another network shows its error 500 ms after typing
 * stops, without leaving the field, and blocks saving (nothing is sent).
 */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nickname = await canvas.findByLabelText(/^Display name/);
    await expect(nickname).toHaveAttribute('maxlength', '16');
    await userEvent.clear(nickname);
    await userEvent.tab();
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('Enter a display name.'));

    const tiktok = canvas.getByLabelText('TikTok');
    await userEvent.type(tiktok, 'https://www.tiktok.com/ada');
    await expect(tiktok).toHaveFocus();
    await waitFor(() =>
      expect(tiktok).toHaveAccessibleDescription(
        'Enter a link to a TikTok profile, such as https://www.tiktok.com/@name.',
      ),
    );
    await expect(tiktok).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(profileSaves).toEqual([]);
  },
};

/** The server refuses the account name: its message under the form and the failure popup (spec §8). */
export const AccountNameTaken: Story = {
  parameters: { msw: { handlers: { modifyAccountInfo: modifyAccountInfoHandlers.accountTaken } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const username = await canvas.findByLabelText(/^Account name/);
    await userEvent.clear(username);
    await userEvent.type(username, 'grace');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(MOCK_ACCOUNT_ERRORS.accountTaken),
    );
    await waitFor(() => expect(failurePopup()).toHaveTextContent('Your changes could not be saved.'));
    await expect(username).toHaveValue('grace');
  },
};

/** "Not verified" leads somewhere: Verify email mails a code, the code verifies the address. */
export const VerifyEmail: Story = {
  beforeEach: () => resetProfile(makeUserInfo({ email_validation: 0 })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not verified')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify email' }));
    const dialog = await body().findByRole('dialog', { name: 'Verify your email' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await expect(await within(dialog).findByText(/Enter the code we sent to ada@example.com/)).toBeVisible();
    const firstBox = await within(dialog).findByLabelText('Character 1 of 6');
    await userEvent.click(firstBox);
    await userEvent.paste(MOCK_ACCOUNT.code);
    await waitFor(() => expect(popup()).toHaveTextContent('Your email is verified.'));
    await expect(await canvas.findByText('Verified')).toBeVisible();
  },
};

/** A new address is confirmed by its code before it replaces the one in use. */
export const ChangeEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change email' }));
    const dialog = await body().findByRole('dialog', { name: 'Change your email' });
    await userEvent.type(within(dialog).getByLabelText(/^New email/), 'ada@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^New email/)).toHaveAccessibleDescription(
        'This is already your email.',
      ),
    );
    const field = within(dialog).getByLabelText(/^New email/);
    await userEvent.clear(field);
    await userEvent.type(field, 'ada.new@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await userEvent.click(await within(dialog).findByLabelText('Character 1 of 6'));
    await userEvent.paste(MOCK_ACCOUNT.code);
    await waitFor(() => expect(popup()).toHaveTextContent('Your email is verified.'));
    await expect(await canvas.findByText('ada.new@example.org')).toBeVisible();
  },
};

let passkeyPrompt: ReturnType<typeof storyPasskeyPrompt> | undefined;

/**
 * A new address with a passkey as the only second factor (issue 26): the emailed code alone does
 * not send it; Confirm asks for the passkey, then the address is the account's.
 */
export const ChangeEmailWithPasskey: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.passkeyOnly } } },
  beforeEach: () => {
    passkeyPrompt = storyPasskeyPrompt('confirm');
    return passkeyPrompt.restore;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Change email' }));
    const dialog = await body().findByRole('dialog', { name: 'Change your email' });
    await userEvent.type(within(dialog).getByLabelText(/^New email/), 'ada.new@example.org');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await userEvent.click(await within(dialog).findByLabelText('Character 1 of 6'));
    await userEvent.paste(MOCK_ACCOUNT.code);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm).toHaveAccessibleDescription(/one of your passkeys/);
    await expect(passkeyPrompt?.calls()).toBe(0);
    await userEvent.click(confirm);
    await waitFor(() => expect(popup()).toHaveTextContent('Your email is verified.'));
    await expect(passkeyPrompt?.calls()).toBe(1);
    await expect(await canvas.findByText('ada.new@example.org')).toBeVisible();
  },
};

/** A picked picture is fitted to the round frame, uploaded and saved at once. */
export const ChangeAvatar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/^Display name/);
    await userEvent.upload(canvas.getByTestId('thumb-input'), await pngFile('me.png'));
    const dialog = await body().findByRole('dialog', { name: 'Fit the picture to its frame' });
    await expect(within(dialog).getByRole('slider', { name: 'Zoom' })).toHaveValue('1');
    const apply = within(dialog).getByRole('button', { name: 'Use this picture' });
    await waitFor(() => expect(apply).toBeEnabled());
    await userEvent.click(apply);
    await waitFor(() => expect(popup()).toHaveTextContent('Your changes are saved.'));
    await expect(profileSaves).toHaveLength(1);
    await expect(profileSaves[0]).toEqual({ thumb: expect.stringMatching(/^uploads\/.+\/blur\.webp$/) });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A file that is no picture is refused before anything is sent. */
export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText(/^Display name/);
    await userEvent.upload(canvas.getByTestId('background-input'), new File(['%PDF'], 'cv.pdf'), {
      applyAccept: false,
    });
    await waitFor(() => expect(failurePopup()).toHaveTextContent('Choose a JPG, PNG or GIF picture.'));
    await expect(profileSaves).toEqual([]);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('input[name="nickname"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
    // Links are addresses: they read left to right inside the right-to-left page.
    await expect(canvasElement.querySelector('input[name="instagram_link"]')).toHaveAttribute('dir', 'ltr');
  },
};
