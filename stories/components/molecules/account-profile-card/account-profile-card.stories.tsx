import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountProfileCard } from '../../../../src/components/molecules/account-profile-card/account-profile-card.tsx';
import { makeCreatorUserInfo, makeUserInfo } from '../../../../src/mocks/factories-user.ts';

const member = makeUserInfo();
const creator = makeCreatorUserInfo();

const meta = {
  title: 'Molecules/AccountProfileCard',
  component: AccountProfileCard,
  args: {
    nickname: member.nickname,
    username: member.username,
    thumb: member.thumb,
    email: member.email,
    emailVerified: true,
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl bg-surface-muted p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountProfileCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member with a verified email. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Ada Lovelace' });
    await expect(within(card).getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(within(card).getByText('@ada2024')).toBeVisible();
    await expect(within(card).getByText('Verified')).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** "Not verified" leads somewhere: Verify email opens the account page, where the code is sent. */
export const UnverifiedEmail: Story = {
  args: { emailVerified: false, verifyEmailHref: '/en/mine/account' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Not verified')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Verify email' })).toHaveAttribute(
      'href',
      '/en/mine/account',
    );
  },
};

/** Signed up with X, which gave no email address. */
export const NoEmail: Story = {
  args: { email: '', emailVerified: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No email address yet')).toBeVisible();
    await expect(within(canvasElement).queryByText('Not verified')).toBeNull();
  },
};

/** A creator: the badge and the post and subscriber counts. */
export const Creator: Story = {
  args: {
    nickname: creator.nickname,
    username: creator.username,
    thumb: creator.thumb,
    email: creator.email,
    creator: true,
    postCount: 1,
    subscriberCount: creator.subscription_count,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Creator')).toBeVisible();
    await expect(canvas.getByText('Posts')).toBeVisible();
    await expect(canvas.getByText('2.4K')).toBeVisible();
    await expect(canvas.getByText('Subscribers')).toBeVisible();
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Log out/ })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    nickname: 'A remarkably long display name that keeps going well past the edge',
    email: 'a.very.long.email.address.for.testing@subdomain.example.com',
  },
};

export const Rtl: Story = { globals: { locale: 'ar' }, args: { creator: true, postCount: 12 } };
