/**
 * The console's feedback inbox (issue 23): the New and Handled tabs, a feedback opened beside the
 * list (its text in its own direction, its images as thumbnails that open larger), the reply that
 * mails the sender and marks it handled, marking handled without a reply, and each load state.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  MOCK_MAIL_UNAVAILABLE,
  opsFeedbackHandlers,
  resetOpsFeedback,
} from '../../../src/mocks/handlers-ops-feedback.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { OpsFeedbackScreen } from '../../../src/screens/ops/feedback/ops-feedback-screen.tsx';

const meta = {
  title: 'Screens/Ops/Feedback',
  component: OpsFeedbackScreen,
  parameters: {
    router: { route: '/ops/feedback' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: opsFeedbackHandlers.loaded },
  },
  beforeEach: () => resetOpsFeedback(),
} satisfies Meta<typeof OpsFeedbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens the feedback whose summary holds `text`. */
const open = async (canvas: Canvas, text: RegExp) =>
  userEvent.click(await canvas.findByRole('button', { name: text }));

/** The new feedback, newest first, none opened yet. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    const summaries = await canvas.findAllByRole('button', { name: /Payments|Translation|idea/ });
    await expect(summaries).toHaveLength(3);
    await expect(canvas.getByText('2 images')).toBeVisible();
    await expect(canvas.getByText('Visitor')).toBeVisible();
    await expect(canvas.getByText('Open a feedback from the list to read and answer it.')).toBeVisible();
  },
};

/** A feedback opened: its text with its line breaks, who to answer, the images opening larger. */
export const ItemOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /charged twice/);
    const text = await canvas.findByText(/The second charge is still pending/, { selector: 'p' });
    await expect(text).toHaveAttribute('dir', 'auto');
    await expect(canvas.getByText(/answer to/)).toHaveTextContent('fan1@example.com');
    await expect(canvas.getByText('Language: English')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open image 2 of 2' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Replying mails the sender and moves the feedback to Handled. */
export const Reply: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /charged twice/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send and mark handled' }));
    await expect(await canvas.findByText('Write the reply first.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Your reply/), 'We refunded the second charge.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send and mark handled' }));
    await expect(await canvas.findByText('Reply sent. The feedback is handled.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /charged twice/ })).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: 'Handled' }));
    await expect(await canvas.findByRole('button', { name: /charged twice/ })).toBeVisible();
  },
};

/** Marking handled without a reply. */
export const MarkHandled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /sort posts/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark handled without a reply' }));
    await expect(await canvas.findByText('Marked handled.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Mark handled without a reply' })).toBeNull(),
    );
  },
};

/** The mail cannot go: the server's message under the form, the feedback still new. */
export const ReplyFailed: Story = {
  parameters: { msw: { handlers: opsFeedbackHandlers.mailDown } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /charged twice/);
    await userEvent.type(await canvas.findByLabelText(/Your reply/), 'Refunded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send and mark handled' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_MAIL_UNAVAILABLE);
    await expect(canvas.getByRole('button', { name: /charged twice/ })).toBeVisible();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  parameters: { msw: { handlers: opsFeedbackHandlers.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No new feedback. Everything is answered.')).toBeVisible();
  },
};

/** The first page on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: opsFeedbackHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached. */
export const Error: Story = {
  parameters: { msw: { handlers: opsFeedbackHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** At 375 px the opened feedback takes the list's place, with a way back. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /charged twice/);
    await expect(await canvas.findByRole('button', { name: 'Back to the list' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'New' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }));
    await expect(await canvas.findByRole('tab', { name: 'New' })).toBeVisible();
  },
};

/** Arabic: the console mirrored, the visitor's Arabic feedback opened. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /غير مترجمة/);
    await expect(await canvas.findByText(/بعض النصوص/, { selector: 'p' })).toHaveAttribute('dir', 'auto');
  },
};
