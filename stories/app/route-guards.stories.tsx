/**
 * The route guards of spec §2: a mine page whose permission key the role lacks returns to
 * mine home (replacing the address); publish and message send a visitor home with the login
 * dialog, and arrive after the login.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { LandingForVisitors } from '../../src/app/guards/landing-for-visitors.tsx';
import { MinePermissionGuard } from '../../src/app/guards/mine-permission-guard.tsx';
import { RequireLogin } from '../../src/app/guards/require-login.tsx';
import { ROLE } from '../../src/contract/enums.ts';
import { makeLoginResult } from '../../src/mocks/handlers-account.ts';
import { userInfoHandlers } from '../../src/mocks/handlers-user.ts';
import { authDialog, completeLogin } from '../../src/state/auth-dialog.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../support/session.tsx';

/** A slice of the app's routes: mine home, two guarded mine pages, home and publish. */
function GuardedRoutes() {
  return (
    <WithShellOverlays>
      <Switch>
        <Route path="/:lang">
          <LandingForVisitors>
            <h1>Landing</h1>
          </LandingForVisitors>
        </Route>
        <Route path="/:lang/home">
          <h1>Home</h1>
        </Route>
        <Route path="/:lang/mine">
          <h1>Mine home</h1>
        </Route>
        <Route path="/:lang/mine/earn">
          <MinePermissionGuard permission="postEarn">
            <h1>Earnings</h1>
          </MinePermissionGuard>
        </Route>
        <Route path="/:lang/mine/creator">
          <MinePermissionGuard permission="beCreator">
            <h1>Creator agreement</h1>
          </MinePermissionGuard>
        </Route>
        <Route path="/:lang/publish">
          <RequireLogin>
            <h1>Publish</h1>
          </RequireLogin>
        </Route>
      </Switch>
    </WithShellOverlays>
  );
}

const meta = {
  title: 'App/RouteGuards',
  component: GuardedRoutes,
  beforeEach: sessionStoryReset,
} satisfies Meta<typeof GuardedRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1 });

/** A member has no postEarn: earnings sends them to mine home. */
export const MemberOnCreatorPageGoesToMine: Story = {
  parameters: { router: { route: '/mine/earn' } },
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Mine home');
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/en/mine');
  },
};

/** A creator opens earnings. */
export const CreatorOpensEarnings: Story = {
  parameters: {
    router: { route: '/mine/earn' },
    msw: { handlers: { userInfo: userInfoHandlers.creator } },
  },
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Earnings');
  },
};

/** A creator no longer applies: the agreement sends them to mine home. */
export const CreatorOnBecomeCreatorGoesToMine: Story = {
  parameters: {
    router: { route: '/mine/creator' },
    msw: { handlers: { userInfo: userInfoHandlers.creator } },
  },
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Mine home');
  },
};

/** A visitor has no keys at all. */
export const VisitorOnGuardedPageGoesToMine: Story = {
  parameters: { router: { route: '/mine/creator' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Mine home');
    await expect(within(canvasElement).getByTestId('viewer')).toHaveAttribute(
      'data-role',
      String(ROLE.visitor),
    );
  },
};

/** Publish needs a login: a visitor lands home with the login dialog, then arrives after logging in. */
export const VisitorOnPublishLogsInFirst: Story = {
  parameters: { router: { route: '/publish' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Home');
    await expect(authDialog).toMatchObject({ open: true, screen: 'main' });
    completeLogin(makeLoginResult());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Publish'),
    );
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/en/publish');
  },
};

/** Spec §2: a visitor on /{lang} gets the landing page. */
export const VisitorSeesLanding: Story = {
  parameters: { router: { route: '/' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Landing');
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent(/^\/en\/?$/);
  },
};

/** Spec §2: for a signed-in user home replaces the landing page. */
export const SignedInOnLandingGoesHome: Story = {
  parameters: { router: { route: '/' } },
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Home');
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/en/home');
  },
};

/** Signing up from the landing page (Join for free) leaves it for home. */
export const SignUpOnLandingGoesHome: Story = {
  parameters: { router: { route: '/' } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Landing');
    completeLogin(makeLoginResult(), { signedUp: true });
    await waitFor(() =>
      expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Home'),
    );
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/en/home');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  parameters: { router: { route: '/mine/earn' } },
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/ar/mine'));
  },
};
