/**
 * The publish entry of the bottom bar and the side nav (spec §2 "Bottom-bar publish", issue 9):
 * a visitor logs in first and the entry runs again, a member is asked to become a creator (the
 * confirm opens the creator agreement), a creator goes to /{lang}/publish. The app's layout runs
 * it (usePublishEntry, start-publish.ts loaded on the click); the role comes from user/getUserInfo.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { AppLayout } from '../../src/app/layouts/app-layout.tsx';
import { appQueryClient } from '../../src/app/query/with-query.tsx';
import { makeLoginResult } from '../../src/mocks/handlers-account.ts';
import { userInfoHandlers } from '../../src/mocks/handlers-user.ts';
import { authDialog, completeLogin } from '../../src/state/auth-dialog.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../support/session.tsx';

/** The layout over a few pages, each naming itself in a heading. */
function LayoutWithPages() {
  return (
    <WithShellOverlays>
      <AppLayout>
        <Switch>
          <Route path="/:lang/home">
            <h1>Home</h1>
          </Route>
          <Route path="/:lang/publish">
            <h1>Publish</h1>
          </Route>
          <Route path="/:lang/mine/creator">
            <h1>Creator agreement</h1>
          </Route>
        </Switch>
      </AppLayout>
    </WithShellOverlays>
  );
}

const meta = {
  title: 'App/PublishEntry',
  component: LayoutWithPages,
  parameters: { router: { route: '/home' }, viewport: { defaultViewport: 'mobile375' } },
  beforeEach: () => {
    const restore = sessionStoryReset();
    // The entry reads the role through the app's own query client: no record from another story.
    appQueryClient().clear();
    return restore;
  },
} satisfies Meta<typeof LayoutWithPages>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const location = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('location');
const heading = (canvasElement: HTMLElement) => within(canvasElement).findByRole('heading', { level: 1 });
/** The one publish link on screen: the bottom bar's on a phone, the side nav's on a desktop. */
const publishLink = (canvasElement: HTMLElement, name = 'Publish') =>
  within(canvasElement).findByRole('link', { name });

/** A visitor on a phone: the login dialog first; once logged in as a creator, publish opens. */
export const VisitorLogsInFirst: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.creator } } },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement)).toHaveTextContent('Home');
    await userEvent.click(await publishLink(canvasElement));
    await waitFor(() => expect(authDialog).toMatchObject({ open: true, screen: 'main' }));
    await expect(location(canvasElement)).toHaveTextContent('/en/home');
    completeLogin(makeLoginResult());
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/en/publish'));
    await expect(await heading(canvasElement)).toHaveTextContent('Publish');
  },
};

/** A member on a phone is asked to become a creator; the confirm opens the creator agreement. */
export const MemberBecomesCreatorFirst: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const link = await publishLink(canvasElement);
    await expect(link.closest('aside')).toBeNull();
    await userEvent.click(link);
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Become a creator first');
    await expect(dialog).toHaveTextContent(
      'Only creators can publish posts. Apply to become one: it takes a few minutes.',
    );
    await expect(location(canvasElement)).toHaveTextContent('/en/home');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Become a creator' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/en/mine/creator'));
    await expect(await heading(canvasElement)).toHaveTextContent('Creator agreement');
  },
};

/** A member who answers Not now stays where they were. */
export const MemberNotNow: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await publishLink(canvasElement));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(location(canvasElement)).toHaveTextContent('/en/home');
  },
};

/** A creator on a desktop: the side nav's entry goes straight to publish. */
export const CreatorFromSideNav: Story = {
  parameters: {
    viewport: { defaultViewport: 'desktop1108' },
    msw: { handlers: { userInfo: userInfoHandlers.creator } },
  },
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const link = await publishLink(canvasElement);
    await expect(link.closest('aside')).not.toBeNull();
    await userEvent.click(link);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent('/en/publish'));
    await expect(await heading(canvasElement)).toHaveTextContent('Publish');
  },
};

/** Arabic: the member's question in Arabic, right to left. */
export const MemberArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { router: { route: '/home' } },
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    await userEvent.click(await publishLink(canvasElement, 'نشر'));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('كن صانع محتوى أولًا');
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
  },
};
