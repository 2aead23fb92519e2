/**
 * Mine home (spec §2): from 958 px the main profile (visitor panel, member or creator home)
 * beside the settings menu; below it a header row and the settings menu, by role (§6).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ROLE } from '../../../src/contract/enums.ts';
import { accountHandlers } from '../../../src/mocks/handlers-account.ts';
import {
  resetUserCallLog,
  userCallLog,
  userHandlers,
  userInfoHandlers,
} from '../../../src/mocks/handlers-user.ts';
import { MineHomeScreen } from '../../../src/screens/mine/home/mine-home-screen.tsx';
import { authDialog, closeAuthDialog } from '../../../src/state/auth-dialog.ts';
import { session } from '../../../src/state/session.ts';
import {
  expectViewer,
  reloadSpy,
  sessionStoryReset,
  signInForStory,
  WithShellOverlays,
} from '../../support/session.tsx';
import { cutOffPx, extraViewport } from '../../support/viewports.ts';

const meta = {
  title: 'Screens/Mine/Home',
  component: MineHomeScreen,
  parameters: {
    router: { route: '/mine' },
    viewport: { defaultViewport: 'desktop1108' },
    msw: { handlers: { ...accountHandlers, ...userHandlers } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays authDialog>
        <Story />
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    resetUserCallLog();
    return sessionStoryReset();
  },
} satisfies Meta<typeof MineHomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rows of the settings menu, by their visible names. */
function menuRows(canvasElement: HTMLElement): string[] {
  const menu = within(canvasElement).getByRole('navigation', { name: 'Settings' });
  return within(menu)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

/**
 * A visitor: join, log in (also Ctrl+Shift+L) and the terms; the menu offers become-creator,
 * which asks for a login first, and the official email.
 */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Welcome to FanVault' });
    await expect(panel).toBeVisible();

    // Spec §2: Ctrl+Shift+L opens login from the visitor panel.
    await userEvent.keyboard('{Control>}{Shift>}L{/Shift}{/Control}');
    const login = await within(document.body).findByRole('dialog', { name: 'Log in or sign up' });
    await waitFor(() => expect(within(login).getByRole('textbox', { name: 'Email' })).toBeVisible());
    closeAuthDialog();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());

    await userEvent.click(within(panel).getByRole('button', { name: 'Join now' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Create your account' }),
    ).toBeVisible();
    closeAuthDialog();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());

    await userEvent.click(within(panel).getByRole('button', { name: 'Terms of service' }));
    const terms = await within(document.body).findByRole('dialog', { name: 'Terms of service' });
    // The terms of service, the same text as their page (public/legal).
    const firstPart = await within(terms).findByRole('heading', { level: 2, name: 'Who we are' });
    // Visible once the dialog has faded in.
    await waitFor(() => expect(firstPart).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());

    const rows = menuRows(canvasElement);
    for (const row of ['Become a creator', 'Contact us', 'Language', 'Terms of service', 'Version']) {
      await expect(rows.some((text) => text.includes(row))).toBe(true);
    }
    for (const row of ['Password', 'Delete account', 'Purchases', 'Log out', 'Earnings']) {
      await expect(rows.some((text) => text.includes(row))).toBe(false);
    }
  },
};

/** Esc closes the login dialog and gives focus back to the visitor panel's Log in button. */
export const VisitorLoginFocusReturns: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Welcome to FanVault' });
    const logIn = within(panel).getByRole('button', { name: 'Log in' });
    await userEvent.click(logIn);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Log in or sign up' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(logIn).toHaveFocus());
  },
};

/** The same below 958 px, from the compact panel over the settings menu. */
export const MobileVisitorLoginFocusReturns: Story = {
  ...VisitorLoginFocusReturns,
  parameters: { viewport: { defaultViewport: 'mobile375' } },
};

/** A member: avatar, nickname, @username, the verified email and log out beside the full menu. */
export const Member: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = await canvas.findByRole('region', { name: 'Ada Lovelace' });
    await expect(within(profile).getByText('@ada2024')).toBeVisible();
    await expect(within(profile).getByText('ada@example.com')).toBeVisible();
    await expect(within(profile).getByText('Verified')).toBeVisible();
    await expect(within(profile).queryByText('Creator')).toBeNull();
    const rows = menuRows(canvasElement);
    for (const row of ['Become a creator', 'Purchases', 'Credit cards', 'Password', 'Delete account']) {
      await expect(rows.some((text) => text.includes(row))).toBe(true);
    }
    await expect(rows.some((text) => text.includes('Earnings'))).toBe(false);
    // A member is entitled to the collection and the blocked accounts (issue 11 built both).
    await expect(rows.some((text) => text.includes('Collection'))).toBe(true);
    await expect(rows.some((text) => text.includes('Blocked accounts'))).toBe(true);

    // Spec §4: logout revokes the token, resets to a visitor and reloads mine home.
    await userEvent.click(within(profile).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledWith('/en/mine'));
    await expect(userCallLog.logout).toBe(1);
    await expect(session.token).toBeNull();
    await expectViewer({ role: ROLE.visitor });
  },
};

/** An email not yet confirmed carries the warning badge. */
export const UnverifiedEmail: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.unverified } } },
  play: async ({ canvasElement }) => {
    const profile = await within(canvasElement).findByRole('region', { name: 'Ada Lovelace' });
    await expect(within(profile).getByText('Not verified')).toBeVisible();
  },
};

/** A creator: the creator badge, post and subscriber counts; no become-creator. */
export const Creator: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.creator } } },
  play: async ({ canvasElement }) => {
    const profile = await within(canvasElement).findByRole('region', { name: 'Mira Lens' });
    await expect(within(profile).getByText('Creator')).toBeVisible();
    await expect(within(profile).getByText('128')).toBeVisible();
    await expect(within(profile).getByText('2.4K')).toBeVisible();
    const rows = menuRows(canvasElement);
    await expect(rows.some((text) => text.includes('Password'))).toBe(true);
    await expect(rows.some((text) => text.includes('Become a creator'))).toBe(false);
    await expect(rows.some((text) => text.includes('My posts'))).toBe(true);
    await expect(rows.some((text) => text.includes('Subscription plans'))).toBe(true);
    // ...and writes to many fans at once (issue 25).
    await expect(within(canvasElement).getByRole('link', { name: /Mass messages/ })).toHaveAttribute(
      'href',
      '/en/mine/mass-messages',
    );
    for (const row of ['Earnings', 'Purchases']) {
      await expect(rows.some((text) => text.includes(row))).toBe(true);
    }
    // A creator edits and previews their page from here (mine/profile-set, mine/profile-prvw).
    await expect(rows.some((text) => text.includes('Edit profile'))).toBe(true);
    await expect(rows.some((text) => text.includes('Preview your page'))).toBe(true);
  },
};

/** The user record could not be loaded: the error and a reload, the menu still usable. */
export const ProfileError: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('link', { name: 'Password' })).toHaveAttribute('href', '/en/mine/password');
  },
};

/** Below 958 px a visitor sees a compact join panel over the settings menu. */
export const MobileVisitor: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panels = canvas.getAllByRole('region', { name: 'Welcome to FanVault' });
    await expect(panels).toHaveLength(1);
    await expect(menuRows(canvasElement).some((text) => text.includes('Log out'))).toBe(false);
    await userEvent.click(within(panels[0] as HTMLElement).getByRole('button', { name: 'Log in' }));
    await expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Log in or sign up' }),
    ).toBeDefined();
  },
};

/** Below 958 px a member's header row opens the main profile (mine/main). */
export const MobileMember: Story = {
  beforeEach: () => signInForStory(),
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = await canvas.findByRole('link', { name: /^Your profile: Ada Lovelace/ });
    await expect(header).toHaveAttribute('href', '/en/mine/main');
    await expect(canvas.queryByRole('region', { name: 'Ada Lovelace' })).toBeNull();
    const rows = menuRows(canvasElement);
    await expect(rows.some((text) => text.includes('Log out'))).toBe(true);
    await expect(rows.some((text) => text.includes('My posts'))).toBe(false);
  },
};

/** Below 958 px a creator's menu: their posts, plans and earnings (the profile comes with its page). */
export const MobileCreator: Story = {
  beforeEach: () => signInForStory(),
  parameters: {
    viewport: { defaultViewport: 'mobile375' },
    msw: { handlers: { userInfo: userInfoHandlers.creator } },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: /^Your profile: Mira Lens/ });
    const rows = menuRows(canvasElement);
    await expect(rows.some((text) => text.includes('Log out'))).toBe(true);
    await expect(rows.some((text) => text.includes('Become a creator'))).toBe(false);
    await expect(rows.some((text) => text.includes('My posts'))).toBe(true);
    await expect(rows.some((text) => text.includes('Subscription plans'))).toBe(true);
    await expect(rows.some((text) => text.includes('Earnings'))).toBe(true);
    await expect(rows.some((text) => text.includes('Edit profile'))).toBe(true);
  },
};

/** Arabic, mirrored; links stay under /ar. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
    // The desktop profile and the mobile header (hidden by CSS) both show it, from user info.
    await within(canvasElement).findAllByText('@ada2024');
    const menu = within(canvasElement).getByRole('navigation');
    for (const link of within(menu).getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (!href.startsWith('mailto:')) await expect(href).toMatch(/^\/ar\/mine\//);
    }
  },
};

/** Arabic, below 958 px: @username sits under the name at the right, still read left to right. */
export const MobileRtlMember: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => signInForStory(),
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    // The one shown below 958 px (the desktop profile, hidden by CSS, has it too: both from user info).
    const handles = await within(canvasElement).findAllByText('@ada2024');
    const handle = handles.find((element) => element.checkVisibility()) as HTMLElement;
    await expect(handle).toHaveAttribute('dir', 'ltr');
    const line = handle.parentElement as HTMLElement;
    await expect(getComputedStyle(line).direction).toBe('rtl');
    // Right-aligned like the name above it: the text ends at the line's right edge.
    const gap = line.getBoundingClientRect().right - handle.getBoundingClientRect().right;
    await expect(Math.abs(gap)).toBeLessThan(1);
  },
};

/** Arabic visitor: the panel mirrored, Ctrl+Shift+L still opens login on an Arabic keyboard layout. */
export const RtlVisitor: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    await userEvent.keyboard('{Control>}{Shift>}L{/Shift}{/Control}');
    await expect(authDialog.open).toBe(true);
  },
};

/**
 * A laptop, 1280 px (issue 22): the contact row of the 340 px menu card shows the whole address,
 * under "Contact us" when it does not fit beside it, for a visitor and a member alike.
 */
export const ContactEmailWholeLaptop: Story = {
  parameters: extraViewport('laptop1280x800'),
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Settings' });
    const contact = await within(menu).findByRole('link', { name: /Contact us/ });
    await expect(contact).toHaveAttribute('href', 'mailto:support@fanvault.example');
    await expect(menu.getBoundingClientRect().width).toBe(340);
    const address = within(contact).getByText('support@fanvault.example');
    await expect(cutOffPx(address)).toBe(0);
    // Under the label, inside the row, before the chevron.
    const label = within(contact).getByText('Contact us');
    await expect(address.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      label.getBoundingClientRect().bottom - 1,
    );
    await expect(cutOffPx(label)).toBe(0);
  },
};

/** The same in Arabic: the address, read left to right, starts under the label at the right. */
export const ContactEmailWholeLaptopRtl: Story = {
  ...ContactEmailWholeLaptop,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation');
    const contact = await within(menu).findByRole('link', { name: /support@fanvault\.example/ });
    const address = within(contact).getByText('support@fanvault.example');
    await expect(cutOffPx(address)).toBe(0);
    await expect(getComputedStyle(address).direction).toBe('ltr');
    const label = contact.querySelector('.truncate') as HTMLElement;
    await expect(address.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      label.getBoundingClientRect().bottom - 1,
    );
    await expect(
      Math.abs(address.getBoundingClientRect().right - label.getBoundingClientRect().right),
    ).toBeLessThan(1);
  },
};
