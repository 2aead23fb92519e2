/**
 * The console's posts queue (issue 23): the waiting posts, the longest waiting first; one opened
 * beside the list as a fan who holds it would see it; approve; reject with a reason from the list
 * and a note (the form's rules); the server's refusal; the list moving on after a decision; each
 * load state, a phone and Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  opsPostsHandlers,
  MOCK_STILL_PROCESSING,
  resetOpsPosts,
} from '../../../src/mocks/handlers-ops-posts.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { OpsPostsScreen } from '../../../src/screens/ops/posts/ops-posts-screen.tsx';

const meta = {
  title: 'Screens/Ops/Posts',
  component: OpsPostsScreen,
  parameters: {
    router: { route: '/ops/posts' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: opsPostsHandlers.loaded },
  },
  beforeEach: () => resetOpsPosts(),
} satisfies Meta<typeof OpsPostsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens the waiting post whose summary holds `text`. */
const open = async (canvas: Canvas, text: RegExp) =>
  userEvent.click(await canvas.findByRole('button', { name: text }));

/** The waiting posts, the longest waiting first, with their wait; none opened yet. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Posts to review' })).toBeVisible();
    const summaries = await canvas.findAllByRole('button', { name: /Waiting/ });
    await expect(summaries).toHaveLength(3);
    await expect(summaries[0]).toHaveTextContent('Studio session, outtakes');
    await expect(summaries[0]).toHaveTextContent('Waiting 2 days');
    await expect(summaries[1]).toHaveTextContent('Pay per post: $4.50');
    await expect(canvas.getByText('3 posts wait')).toBeVisible();
    await expect(canvas.getByText('Open a post from the list to review it.')).toBeVisible();
  },
};

/** A post opened: its text, its photos open to the operator, its plan and the decision. */
export const ItemOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Studio session/);
    const post = await canvas.findByRole('article', { name: 'Studio session, outtakes' });
    const opened = within(post);
    await expect(opened.getByText(/Two more sets next week/)).toHaveAttribute('dir', 'auto');
    await expect(opened.getByRole('button', { name: 'Open photo 2 of 2' })).toBeVisible();
    await expect(opened.getByText('Inner circle ($9.99)')).toBeVisible();
    await expect(opened.getByRole('button', { name: 'Approve and publish' })).toBeVisible();
    await expect(opened.getByRole('button', { name: 'Reject' })).toBeVisible();
  },
};

/** Approving says so in the live region and opens the next waiting post. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Studio session/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve and publish' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '“Studio session, outtakes” is approved and published.',
    );
    await waitFor(() => expect(canvas.queryByRole('button', { name: /Studio session/ })).toBeNull());
    await expect(
      await canvas.findByRole('article', { name: 'A minute and a half of mountain air' }),
    ).toBeVisible();
  },
};

/** The reject form: a reason is required, `other` needs a note; then the rejection is made. */
export const RejectForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Studio session/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject' }));
    await expect(await canvas.findByText('Choose the reason the creator will read.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Reason/ }));
    // The options open in a layer of the page, outside the story's root.
    await userEvent.click(await screen.findByRole('option', { name: 'Another reason (see the note)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(await canvas.findByText('Say what is wrong: “Another reason” needs a note.')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(/Note to the creator/),
      'The second photo is a screenshot of a film.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      '“Studio session, outtakes” is rejected. Its creator can read why and resubmit.',
    );
  },
};

/** The server refuses (a video still processing): its message under the decision, the post still there. */
export const Refused: Story = {
  parameters: { msw: { handlers: opsPostsHandlers.refused } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /mountain air/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve and publish' }));
    await expect(await canvas.findByText(MOCK_STILL_PROCESSING)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /mountain air/ })).toBeVisible();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  parameters: { msw: { handlers: opsPostsHandlers.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No post is waiting for review.')).toBeVisible();
  },
};

/** The first page on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: opsPostsHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached. */
export const Error: Story = {
  parameters: { msw: { handlers: opsPostsHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** At 375 px the opened post takes the list's place, with a way back. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Studio session/);
    await expect(await canvas.findByRole('button', { name: 'Back to the list' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /mountain air/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }));
    await expect(await canvas.findByRole('button', { name: /mountain air/ })).toBeVisible();
  },
};

/** Arabic: the console mirrored, the Arabic post opened in its own direction, the reasons in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /ضوء الصباح/);
    await expect(await canvas.findByText('ثلاث دراسات للميناء عند الفجر.')).toHaveAttribute('dir', 'auto');
    await userEvent.click(canvas.getByRole('button', { name: /السبب/ }));
    await expect(await screen.findByRole('option', { name: 'ليس من عملك الخاص (حقوق النشر)' })).toBeVisible();
  },
};

/** The second tab: posts published at once (review mode auto) that wait for their review after. */
export const PublishedTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Waiting for review' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Published, not reviewed' }));
    await expect(await canvas.findByText('Every published post has been reviewed.')).toBeVisible();
  },
};
