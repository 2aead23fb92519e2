/**
 * mine/reports (issue 23): the member's reports, the newest first, each under review or with what
 * the team decided in the member's language; empty, loading, failed, Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { myReportsHandlers } from '../../../../src/mocks/handlers-my-reports.ts';
import { MOCK_SERVER_ERROR } from '../../../../src/mocks/mock-errors.ts';
import { MyReportsScreen } from '../../../../src/screens/mine/reports/my-reports-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/Reports',
  component: MyReportsScreen,
  parameters: {
    router: { route: '/mine/reports' },
    msw: { handlers: { myReports: myReportsHandlers.list } },
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
    return restore;
  },
} satisfies Meta<typeof MyReportsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One report under review and one of each outcome. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My reports' })).toBeVisible();
    await expect(await canvas.findByText('Under review')).toBeVisible();
    await expect(canvas.getByText('Post: Seaside market at dawn')).toBeVisible();
    await expect(canvas.getByText('Reviewed: the post was removed')).toBeVisible();
    await expect(canvas.getByText('Reviewed: the account was suspended')).toBeVisible();
    await expect(canvas.getByText('Reviewed: the account was warned')).toBeVisible();
    await expect(canvas.getByText('Reviewed: no rule was broken')).toBeVisible();
    await expect(canvas.getByText('Deleted account')).toBeVisible();
  },
};

/** Nothing reported yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { myReports: myReportsHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You haven’t reported anything')).toBeVisible();
  },
};

/** The first page on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { myReports: myReportsHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached. */
export const Error: Story = {
  parameters: { msw: { handlers: { myReports: myReportsHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** Arabic: mirrored, the outcomes in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('قيد المراجعة')).toBeVisible();
    await expect(canvas.getByText('تمت المراجعة: أُوقف الحساب')).toBeVisible();
  },
};
