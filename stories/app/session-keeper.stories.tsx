/**
 * The session in the running app (spec §4, §7, §8): the start-up user fetch keeps the role in
 * step or logs out when it fails; a 422 from any call shows the token-expired alert once,
 * however many calls fail together, and its confirm logs out.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SessionKeeper } from '../../src/app/session/session-keeper.tsx';
import { ROLE } from '../../src/contract/enums.ts';
import { creatorHandlers, postListHandlers } from '../../src/mocks/handlers.ts';
import {
  resetUserCallLog,
  userCallLog,
  userHandlers,
  userInfoHandlers,
} from '../../src/mocks/handlers-user.ts';
import { callHandler, sealedError, sealedReply } from '../../src/mocks/envelope.ts';
import { getPostListCall } from '../../src/contract/calls/post-list.ts';
import { getNewCreatorCall } from '../../src/contract/calls/user-get-new-creator.ts';
import { getUserInfoCall } from '../../src/contract/calls/user-get-user-info.ts';
import { STATUS_TOKEN_EXPIRED } from '../../src/contract/envelope.ts';
import { HomeScreen } from '../../src/screens/home/home-screen.tsx';
import { session, setLocale } from '../../src/state/session.ts';
import {
  reloadSpy,
  sessionStoryReset,
  expectViewer,
  signInForStory,
  STORY_TOKEN,
  WithShellOverlays,
} from '../support/session.tsx';

const EXPIRED = 'Your session has expired. Please log in again.';

/** How many 422 answers the story's handlers gave. */
let expiredAnswers = 0;
const expiredAnswer = () => {
  expiredAnswers += 1;
  return sealedError(EXPIRED, STATUS_TOKEN_EXPIRED);
};

/** The home screen with the session keeper the root shell mounts, as in the app. */
function HomeWithSession() {
  return (
    <WithShellOverlays>
      <SessionKeeper />
      <HomeScreen />
    </WithShellOverlays>
  );
}

const meta = {
  title: 'App/SessionKeeper',
  component: HomeWithSession,
  parameters: {
    router: { route: '/home' },
    viewport: { defaultViewport: 'desktop1108' },
    msw: { handlers: { ...userHandlers, posts: postListHandlers.loaded, creators: creatorHandlers.loaded } },
  },
  beforeEach: () => {
    resetUserCallLog();
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof HomeWithSession>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * The token was revoked: the user fetch, the feed and the creators all answer 422 at once.
 * One alert; OK logs out without revoking again and reloads the same page.
 */
export const TokenExpiredAlertOnce: Story = {
  parameters: {
    msw: {
      handlers: {
        userInfo: callHandler(getUserInfoCall, expiredAnswer),
        posts: callHandler(getPostListCall, expiredAnswer),
        creators: callHandler(getNewCreatorCall, expiredAnswer),
      },
    },
  },
  beforeEach: () => {
    expiredAnswers = 0;
  },
  play: async () => {
    const alert = await body().findByRole('alertdialog', { name: 'Session expired' });
    await expect(within(alert).getByText('Your session has expired. Please log in again.')).toBeVisible();
    // Every failing call has landed: still one alert. The feed and creators are asked by the
    // member's home chunk (loaded lazily once the screen mounts).
    await waitFor(() => expect(expiredAnswers).toBeGreaterThanOrEqual(3));
    await expect(body().getAllByRole('alertdialog')).toHaveLength(1);
    await expect(session.token).toBe(STORY_TOKEN);

    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledWith('/en/home'));
    await expect(reloadSpy).toHaveBeenCalledTimes(1);
    await expect(session.token).toBeNull();
    await expectViewer({ role: ROLE.visitor });
    await expect(userCallLog.logout).toBe(0);
  },
};

/** Start-up: the server says this member is now a creator (auth_status 2): the role follows. */
export const StartupKeepsRoleInStep: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.creator } } },
  play: async () => {
    await expectViewer({ role: ROLE.creator, username: 'mira.lens' });
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

/** Start-up: the user fetch fails (status 0): logout, which revokes the token and reloads. */
export const StartupFetchFailsLogsOut: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.error } } },
  play: async () => {
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledWith('/en/home'));
    await expect(userCallLog.logout).toBe(1);
    await expect(session.token).toBeNull();
    await expectViewer({ role: ROLE.visitor });
    await expect(body().queryByRole('alertdialog')).toBeNull();
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  parameters: TokenExpiredAlertOnce.parameters,
  play: async () => {
    const alert = await body().findByRole('alertdialog');
    await expect(getComputedStyle(alert).direction).toBe('rtl');
  },
};

/** The feed's refusal, in the language the request asked in (the server's msg is translated). */
const refusalIn = (request: Request) =>
  sealedError(
    request.headers.get('Accept-Language') === 'fr' ? 'Le fil est indisponible.' : 'The feed is unavailable.',
  );

/** A failed query is asked again after a language switch, so its refusal reads in the new language. */
export const FailedQueryAskedAgainInNewLanguage: Story = {
  parameters: {
    msw: { handlers: { posts: callHandler(getPostListCall, ({ request }) => refusalIn(request)) } },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('The feed is unavailable.');
    setLocale('fr');
    await within(canvasElement).findByText('Le fil est indisponible.');
    await expect(within(canvasElement).queryByText('The feed is unavailable.')).toBeNull();
  },
};

/** How many feed pages the story's handler answered. */
let feedAnswers = 0;

/** The keeper mounted later, as the root shell mounts a visitor's at a login. */
function KeeperMountedLater() {
  const [mounted, setMounted] = useState(false);
  return (
    <WithShellOverlays>
      {mounted ? (
        <SessionKeeper signedInBefore={false} />
      ) : (
        <button type="button" onClick={() => setMounted(true)}>
          Log in
        </button>
      )}
      <HomeScreen />
    </WithShellOverlays>
  );
}

/**
 * A visitor's keeper mounts late (after the page has loaded, or at a login): mounted on a login,
 * it asks again what was cached for the visitor (the feed's locked posts, likes).
 */
export const MountedAtLoginRefreshesVisitorCache: Story = {
  render: () => <KeeperMountedLater />,
  parameters: {
    msw: {
      handlers: {
        posts: callHandler(getPostListCall, ({ input }) => {
          feedAnswers += 1;
          return sealedReply(getPostListCall, { list: [], page: input.page, limit: input.limit });
        }),
      },
    },
  },
  beforeEach: () => {
    feedAnswers = 0;
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(feedAnswers).toBe(1));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(feedAnswers).toBe(2));
  },
};
