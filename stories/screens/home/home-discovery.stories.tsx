/**
 * Home's discovery (spec §2, issue 11): a subscriber's subscribed feed with recommended and related
 * creators; anyone else's newest creators with Replace; the interested-topics picker (at least 3)
 * and the For you feed it makes; pull to reload on a phone. Data from
 * src/mocks/handlers-home-discovery.ts through the real API client and envelope.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { getPostListCall } from '../../../src/contract/calls/post-list.ts';
import { callHandler, sealedReply } from '../../../src/mocks/envelope.ts';
import { makeFeed, makePostPage } from '../../../src/mocks/factories.ts';
import {
  homeDiscoveryCallLog,
  interestCategoryHandlers,
  interestHandlers,
  interestUpdateHandlers,
  newCreatorSetHandlers,
  resetHomeDiscovery,
  subscribedCreatorHandlers,
  subscriptionPostHandlers,
} from '../../../src/mocks/handlers-home-discovery.ts';
import { postListHandlers } from '../../../src/mocks/handlers.ts';
import { HomeScreen } from '../../../src/screens/home/home-screen.tsx';
import { resetInterestsPrompt } from '../../../src/state/interests-prompt.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Home/Discovery',
  component: HomeScreen,
  parameters: {
    router: { route: '/home' },
    viewport: { defaultViewport: 'desktop1108' },
    msw: { handlers: { posts: postListHandlers.loaded, creators: newCreatorSetHandlers.many } },
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
    resetHomeDiscovery();
    resetInterestsPrompt();
    return restore;
  },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member who subscribes to two creators (their first two of the newest are subscribed). */
const SUBSCRIBER = {
  subscriptions: subscribedCreatorHandlers.some,
  subscribedPosts: subscriptionPostHandlers.loaded,
  creators: newCreatorSetHandlers.subscriber,
};

/** The side column (home keeps one through a member's parts arriving). */
async function aside(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('tab', { name: 'Popular' });
  return within(canvasElement.querySelector('aside') as HTMLElement);
}
const location = () => within(document.body).getByTestId('location').textContent;

/** A subscriber opens on their subscribed feed, with creators they do not follow yet beside it. */
export const Subscriber: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: SUBSCRIBER } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tab = await canvas.findByRole('tab', { name: 'Subscribed' });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // For you joins when the member's interests arrive, which home does not wait for.
    await waitFor(() =>
      expect(canvas.getAllByRole('tab').map((each) => each.textContent)).toEqual([
        'Subscribed',
        'Popular',
        'New',
        'For you',
      ]),
    );
    const feed = within(canvas.getByRole('tabpanel'));
    await expect(await feed.findByRole('heading', { name: 'From the studio, day 1' })).toBeVisible();
    // Not the newest creators with Replace: those are for viewers who subscribe to no one.
    await expect(canvas.queryByRole('button', { name: 'Replace' })).toBeNull();
    const recommended = within(
      await (await aside(canvasElement)).findByRole('region', { name: 'Recommended creators' }),
    );
    await expect(recommended.getAllByRole('listitem')).toHaveLength(3);
    // The two the viewer subscribes to (Mira Lens, Tomás on Trails) are not suggested.
    await expect(recommended.queryByText('Mira Lens')).toBeNull();
    await expect(recommended.getByText('Aiko’s Kitchen')).toBeVisible();
  },
};

/** Check opens the recommended creator's page, /{lang}/{username}. */
export const RecommendedCheck: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: SUBSCRIBER } },
  play: async ({ canvasElement }) => {
    const recommended = within(
      await (await aside(canvasElement)).findByRole('region', { name: 'Recommended creators' }),
    );
    const check = recommended.getByRole('link', { name: 'Check Aiko’s Kitchen' });
    await expect(check).toHaveAttribute('href', '/en/aiko.kitchen');
    await userEvent.click(check);
    await waitFor(() => expect(location()).toBe('/en/aiko.kitchen'));
  },
};

/** Related creators: 3 at first, 10 more at each Show more (the next page when needed), then no more. */
export const RelatedShowMore: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: SUBSCRIBER } },
  play: async ({ canvasElement }) => {
    const related = within(
      await (await aside(canvasElement)).findByRole('region', { name: 'Related creators' }),
    );
    await expect(related.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(related.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(related.getAllByRole('listitem')).toHaveLength(13));
    // The second page was asked for this step (the first is also the newest creators' page 1).
    await expect(homeDiscoveryCallLog.creatorPages.filter((page) => page > 1)).toEqual([2]);
    await userEvent.click(related.getByRole('button', { name: 'Show more' }));
    // 25 creators, 2 subscribed, 3 recommended: 20 related, and the list ends.
    await waitFor(() => expect(related.getAllByRole('listitem')).toHaveLength(20));
    await expect(await related.findByText('You’re all caught up')).toBeVisible();
    await expect(related.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** Only five creators: three recommended, two related, and no more at once. */
export const RelatedNoMore: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { ...SUBSCRIBER, creators: newCreatorSetHandlers.few } } },
  play: async ({ canvasElement }) => {
    const related = within(
      await (await aside(canvasElement)).findByRole('region', { name: 'Related creators' }),
    );
    await expect(related.getAllByRole('listitem')).toHaveLength(2);
    await expect(related.getByText('You’re all caught up')).toBeVisible();
    await expect(related.queryByRole('button', { name: 'Show more' })).toBeNull();
  },
};

/** A member who subscribes to no one: the newest creators with Replace, Popular first, and For you. */
export const NonSubscriberWithCreators: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Known once the member's subscriptions and topics have been asked for.
    await expect(await canvas.findByRole('tab', { name: 'For you' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Popular' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.queryByRole('tab', { name: 'Subscribed' })).toBeNull();
    const creators = within((await aside(canvasElement)).getByRole('region', { name: 'New creators' }));
    await expect(await creators.findByText('Mira Lens')).toBeVisible();
    await expect(creators.getByRole('button', { name: 'Replace' })).toBeVisible();
  },
};

/** Replace shows another set of creators: the next page, and the first again after the last. */
export const Replace: Story = {
  play: async ({ canvasElement }) => {
    const creators = within((await aside(canvasElement)).getByRole('region', { name: 'New creators' }));
    await expect(await creators.findByText('Mira Lens')).toBeVisible();
    const replace = creators.getByRole('button', { name: 'Replace' });
    await userEvent.click(replace);
    await expect(await creators.findByText('Lina Lettering')).toBeVisible();
    await expect(creators.queryByText('Mira Lens')).toBeNull();
    await userEvent.click(creators.getByRole('button', { name: 'Replace' }));
    // The third set is short (5): the last one; Replace then starts over.
    await waitFor(() => expect(creators.getAllByRole('listitem')).toHaveLength(5));
    await userEvent.click(creators.getByRole('button', { name: 'Replace' }));
    await expect(await creators.findByText('Mira Lens')).toBeVisible();
    await expect(homeDiscoveryCallLog.creatorPages.slice(0, 3)).toEqual([1, 2, 3]);
  },
};

/**
 * A member who has not picked topics is offered the picker: under 3 it warns and sends nothing; with 3
 * it saves them and home gains the For you feed.
 */
export const InterestsPicker: Story = {
  beforeEach: () => signInForStory(),
  parameters: {
    msw: {
      handlers: {
        interests: interestHandlers.none,
        updateInterests: interestUpdateHandlers.default,
        categories: interestCategoryHandlers.default,
      },
    },
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const prompt = within(await canvas.findByRole('region', { name: 'What do you like?' }));
    await expect(canvas.queryByRole('tab', { name: 'For you' })).toBeNull();
    await userEvent.click(prompt.getByRole('button', { name: 'Choose topics' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Topics you like' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Photography' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Travel' }));
    await expect(dialog.getByText('2 chosen')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    // Spec §5: at least 3 categories, else a warning, and nothing is sent.
    await expect(dialog.getByRole('alert')).toHaveTextContent('Choose at least 3 topics.');
    await expect(homeDiscoveryCallLog.interestUpdates).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Music' }));
    await expect(dialog.queryByRole('alert')).toBeNull();
    // Read again after the save, the member's interests are the three chosen.
    msw.use(interestHandlers.picked);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(homeDiscoveryCallLog.interestUpdates).toEqual([[1, 6, 4]]);
    await expect(await body.findByText('Your topics are saved')).toBeInTheDocument();
    // Home now has the For you tab, and no longer offers the picker.
    await userEvent.click(await canvas.findByRole('tab', { name: 'For you' }));
    await expect(
      await within(canvas.getByRole('tabpanel')).findByRole('heading', { name: 'On the road, stop 1' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'What do you like?' })).toBeNull();
  },
};

/** "Not now" puts the offer off on this device; the settings still open the picker. */
export const InterestsNotNow: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { interests: interestHandlers.none } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const prompt = within(await canvas.findByRole('region', { name: 'What do you like?' }));
    await userEvent.click(prompt.getByRole('button', { name: 'Not now' }));
    await expect(canvas.queryByRole('region', { name: 'What do you like?' })).toBeNull();
    await expect(localStorage.getItem('fanvault.interestsPromptDismissed')).toBe('1');
  },
};

/** A member who picked topics: For you is the posts of their categories. */
export const ForYou: Story = {
  beforeEach: () => signInForStory(),
  parameters: { router: { route: '/home?tab=foryou' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'For you' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const feed = within(canvas.getByRole('tabpanel'));
    await expect(await feed.findByRole('heading', { name: 'On the road, stop 1' })).toBeVisible();
  },
};

/** The feed's getList, counting the pages asked: a pull to reload asks the first again. */
let feedRequests = 0;
const countedFeed = callHandler(getPostListCall, ({ input }) => {
  feedRequests += 1;
  return sealedReply(
    getPostListCall,
    makePostPage(makeFeed(input.page === 1 ? 10 : 0), input.page, input.limit),
  );
});

/** A finger on `target`: touches down at y 100, moves to `y`, and lifts there. */
function finger(target: HTMLElement) {
  const touch = (y: number) => new Touch({ identifier: 1, target, clientX: 100, clientY: y });
  const fire = (type: string, y: number, lifted = false) =>
    target.dispatchEvent(
      new TouchEvent(type, {
        bubbles: true,
        cancelable: true,
        touches: lifted ? [] : [touch(y)],
        changedTouches: [touch(y)],
      }),
    );
  return {
    down: () => fire('touchstart', 100),
    moveTo: (y: number) => {
      for (let at = 110; at <= y; at += 10) fire('touchmove', at);
    },
    liftAt: (y: number) => fire('touchend', y, true),
  };
}

/** On a phone, a 60 px pull does nothing; a 110 px pull (past 100) asks home's data again. */
export const PullToReload: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' }, msw: { handlers: { posts: countedFeed } } },
  beforeEach: () => {
    feedRequests = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    window.scrollTo({ top: 0, behavior: 'instant' });
    const feed = within(await canvas.findByRole('tabpanel'));
    await expect(await feed.findAllByRole('article')).toHaveLength(10);
    const requests = feedRequests;
    const heading = feed.getByRole('heading', { name: 'Golden hour, part 1' });
    const page = canvasElement.querySelector<HTMLElement>('h1')!.parentElement!;
    const hand = finger(heading);
    // The gesture's code arrives after the first render: once in, the page follows the finger.
    await waitFor(() => {
      hand.down();
      hand.moveTo(160);
      expect(page.style.transform).toMatch(/translateY/);
    });
    // Back up to 60 px and let go: short of 100, nothing is asked.
    hand.liftAt(160 - 100);
    await waitFor(() => expect(page.style.transform).toBe(''));
    await expect(feedRequests).toBe(requests);
    hand.down();
    hand.moveTo(210);
    hand.liftAt(210);
    await waitFor(() => expect(feedRequests).toBeGreaterThan(requests));
    await expect(await feed.findAllByRole('article')).toHaveLength(10);
  },
};

/** Arabic: a subscriber's home mirrors; the creators' names are isolated in the right-to-left page. */
export const SubscriberArabic: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: SUBSCRIBER } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article')).not.toHaveLength(0);
    const names = canvasElement.querySelectorAll('aside bdi');
    await expect(names.length).toBeGreaterThan(0);
    for (const link of canvas.getAllByRole('link'))
      await expect(link.getAttribute('href')).toMatch(/^\/ar\//);
  },
};
