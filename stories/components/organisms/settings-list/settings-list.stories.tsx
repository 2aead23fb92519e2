import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  SettingsList,
  type SettingsGroup,
} from '../../../../src/components/organisms/settings-list/settings-list.tsx';
import {
  useSettingsMenu,
  type SettingsMenuOptions,
} from '../../../../src/components/organisms/settings-list/use-settings-menu.ts';
import { ROLE } from '../../../../src/contract/enums.ts';
import { authDialog } from '../../../../src/state/auth-dialog.ts';
import { hasPendingGatedAction } from '../../../../src/state/gated-action.ts';
import { sessionStoryReset } from '../../../support/session.tsx';
import { infoIcon, userIcon, walletIcon } from '../../../../src/components/atoms/icon/icons.ts';

const onLanguage = fn();
const onFeedback = fn();
const onLogout = fn();

/** The spec §2 settings menu for a role, as the mine screen builds it. */
function SpecMenu(props: Partial<SettingsMenuOptions>) {
  const groups = useSettingsMenu({
    role: ROLE.member,
    languageName: 'English',
    version: '1.2.30',
    email: 'support@fanvault.example',
    onLanguage,
    onFeedback,
    onLogout,
    ...props,
  });
  return <SettingsList groups={groups} />;
}

const titled: SettingsGroup[] = [
  {
    id: 'account',
    title: 'Account',
    rows: [
      { id: 'profile', icon: userIcon, label: 'Profile', href: '/en/mine/profile-set' },
      { id: 'cards', icon: walletIcon, label: 'Credit cards', value: '2 saved', href: '/en/mine/card' },
    ],
  },
  {
    id: 'about',
    title: 'About',
    rows: [{ id: 'version', icon: infoIcon, label: 'Version', value: '1.2.30' }],
  },
];

const meta = {
  title: 'Organisms/SettingsList',
  component: SettingsList,
  args: { groups: titled },
  decorators: [
    (Story) => (
      <div className="max-w-md bg-surface-muted p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SettingsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Account' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Credit cards/ })).toHaveAttribute('href', '/en/mine/card');
  },
};

/** The visible names of the rows, in order. */
function rowNames(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('listitem')
    .map((item) => (item.querySelector('.truncate')?.textContent ?? '').trim());
}

/** A member's menu: every row leads to a page that exists. */
export const Member: Story = {
  render: () => <SpecMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowNames(canvasElement)).toEqual([
      'Become a creator',
      'Purchases',
      'Collection',
      'Credit cards',
      'Notifications',
      'Account',
      'Password',
      'Blocked accounts',
      'My reports',
      'Language',
      'Terms of service',
      'Privacy policy',
      'Cookie policy',
      'DMCA',
      'Version',
      'Send feedback',
      'Contact us',
      'Delete account',
      'Log out',
    ]);
    await expect(canvas.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/en/mine/tos',
    );
    await expect(canvas.getByRole('link', { name: 'Password' })).toHaveAttribute('href', '/en/mine/password');
    await expect(canvas.getByRole('link', { name: 'Credit cards' })).toHaveAttribute('href', '/en/mine/card');
    await expect(canvas.getByRole('link', { name: 'Collection' })).toHaveAttribute(
      'href',
      '/en/mine/collect',
    );
    await expect(canvas.getByRole('link', { name: 'Blocked accounts' })).toHaveAttribute(
      'href',
      '/en/mine/block',
    );
    await expect(canvas.getByRole('link', { name: 'Delete account' })).toHaveAttribute(
      'href',
      '/en/mine/delete',
    );
  },
};

/** A creator's menu: their profile and its preview, posts, earnings, purchases and cards. */
export const Creator: Story = {
  render: () => <SpecMenu role={ROLE.creator} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'My posts' })).toHaveAttribute('href', '/en/mine/post');
    await expect(canvas.getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/en/mine/earn');
    await expect(canvas.getByRole('link', { name: 'Purchases' })).toHaveAttribute('href', '/en/mine/buy');
    await expect(canvas.getByRole('link', { name: 'Credit cards' })).toHaveAttribute('href', '/en/mine/card');
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/en/mine/profile-set',
    );
    await expect(canvas.getByRole('link', { name: 'Preview your page' })).toHaveAttribute(
      'href',
      '/en/mine/profile-prvw',
    );
    await expect(canvas.queryByRole('link', { name: 'Become a creator' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Password' })).toBeVisible();
  },
};

/** A visitor's menu today (spec §6): become-creator (login first), the language, the about pages, the version and the official email. */
export const Visitor: Story = {
  render: () => <SpecMenu role={ROLE.visitor} onFeedback={undefined} />,
  beforeEach: sessionStoryReset,
  play: async ({ canvasElement }) => {
    await expect(rowNames(canvasElement)).toEqual([
      'Become a creator',
      'Language',
      'Terms of service',
      'Privacy policy',
      'Cookie policy',
      'DMCA',
      'Version',
      'Contact us',
    ]);
  },
};

/** A member's menu (spec §2, §6): purchases, collection, cards, settings, about, feedback, logout. */
export const MemberEveryScreenBuilt: Story = {
  render: () => <SpecMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [name, href] of [
      ['Become a creator', '/en/mine/creator'],
      ['Purchases', '/en/mine/buy'],
      ['Collection', '/en/mine/collect'],
      ['Credit cards', '/en/mine/card'],
      ['Notifications', '/en/mine/notifications'],
      ['Account', '/en/mine/account'],
      ['Password', '/en/mine/password'],
      ['Blocked accounts', '/en/mine/block'],
      ['My reports', '/en/mine/reports'],
      ['Terms of service', '/en/mine/tos'],
      ['Privacy policy', '/en/mine/pp'],
      ['Cookie policy', '/en/mine/cp'],
      ['DMCA', '/en/mine/dmca'],
      ['Delete account', '/en/mine/delete'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(canvas.queryByRole('link', { name: 'Earnings' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Contact us/ })).toHaveAttribute(
      'href',
      'mailto:support@fanvault.example',
    );
    await expect(canvas.getByText('1.2.30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Language English' }));
    await expect(onLanguage).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(onFeedback).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(onLogout).toHaveBeenCalledOnce();
    await expect(rowNames(canvasElement).slice(-2)).toEqual(['Delete account', 'Log out']);
  },
};

/** Spec §6: a creator adds profile, posts and earnings and does not see become-creator. */
export const CreatorEveryScreenBuilt: Story = {
  render: () => <SpecMenu role={ROLE.creator} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Become a creator' })).toBeNull();
    for (const [name, href] of [
      ['Edit profile', '/en/mine/profile-set'],
      ['My posts', '/en/mine/post'],
      ['Earnings', '/en/mine/earn'],
      ['Purchases', '/en/mine/buy'],
    ]) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  },
};

/**
 * Spec §6: a visitor's account rows are only become-creator and the official email, beside the
 * language and about pages. Become-creator asks for a login first.
 */
export const VisitorEveryScreenBuilt: Story = {
  render: () => <SpecMenu role={ROLE.visitor} onFeedback={undefined} />,
  beforeEach: sessionStoryReset,
  play: async ({ canvasElement }) => {
    await expect(rowNames(canvasElement)).toEqual([
      'Become a creator',
      'Language',
      'Terms of service',
      'Privacy policy',
      'Cookie policy',
      'DMCA',
      'Version',
      'Contact us',
    ]);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Become a creator' }));
    await expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    // After the login, the gated action goes on to the become-creator page.
    await expect(hasPendingGatedAction()).toBe(true);
  },
};

export const LongText: Story = {
  render: () => <SpecMenu languageName="Bahasa Indonesia (Indonesia), a very long language name" />,
};

/** Chevrons and the log-out arrow point the other way in Arabic. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  render: () => <SpecMenu languageName="العربية" />,
  play: async ({ canvasElement }) => {
    const icons = within(canvasElement).getAllByRole('link')[0]?.querySelectorAll('svg') ?? [];
    const chevron = icons[icons.length - 1];
    await expect(chevron && getComputedStyle(chevron).scale).toBe('-1 1');
  },
};
