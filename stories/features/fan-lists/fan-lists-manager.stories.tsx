/**
 * The creator's fan lists' manager (issue 25; docs/decisions/fan-lists.md): the lists by name with
 * their fans' counts, the form that makes one (the contract's name rule, the server's refusal on
 * the field), renaming in place, deleting after asking, the 50-list limit, no list, a load error,
 * and Arabic. The mocked server keeps no lists (src/mocks/handlers-fan-lists.ts): the stories
 * assert what the app sent; the rules run against the server in tests/server/fan-lists.test.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FanListsManager } from '../../../src/features/fan-lists/fan-lists-manager.tsx';
import {
  createFanListHandlers,
  fanListCallLog,
  fanListMembersHandlers,
  fanListHandlers,
  fanListsHandlers,
  MOCK_FAN_LIST_ERRORS,
  resetFanListCallLog,
} from '../../../src/mocks/handlers-fan-lists.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Features/FanLists/Manager',
  component: FanListsManager,
  args: { headingLevel: 2 },
  parameters: {
    msw: { handlers: { ...userHandlers, userInfo: userInfoHandlers.creator, ...fanListHandlers } },
  },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <div className="max-w-xl p-4">
          <Story />
        </div>
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    resetFanListCallLog();
    return restore;
  },
} satisfies Meta<typeof FanListsManager>;
export default meta;
type Story = StoryObj<typeof meta>;

const popupSays = (text: string) =>
  waitFor(() => expect(within(document.body).getByRole('status')).toHaveTextContent(text));

/** Three lists by name with their counts; a new list's name is sent trimmed. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Close friends')).toBeVisible();
    await expect(canvas.getByText('64 fans')).toBeVisible();
    await expect(canvas.getByText('12 fans')).toBeVisible();
    await expect(canvas.getByText('0 fans')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /List name/ }), '  Birthday club  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Create list' }));
    await popupSays('List created');
    await expect(fanListCallLog.created).toEqual(['Birthday club']);
    await expect(canvas.getByRole('textbox', { name: /List name/ })).toHaveValue('');
  },
};

/** The name's rules before sending: required, at most 50 characters. */
export const NameRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Close friends');
    await userEvent.click(canvas.getByRole('button', { name: 'Create list' }));
    await expect(await canvas.findByText('Give the list a name.')).toBeVisible();
    await expect(fanListCallLog.created).toEqual([]);
  },
};

/** The server refuses a name another list has: its words on the field. */
export const NameTaken: Story = {
  parameters: { msw: { handlers: { createFanList: createFanListHandlers.nameTaken } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Close friends');
    await userEvent.type(canvas.getByRole('textbox', { name: /List name/ }), 'close FRIENDS');
    await userEvent.click(canvas.getByRole('button', { name: 'Create list' }));
    await expect(await canvas.findByText(MOCK_FAN_LIST_ERRORS.nameTaken)).toBeVisible();
  },
};

/** Renaming in place: the list's name in a field, saved, the row back. */
export const Rename: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Rename Top tippers' }));
    const field = canvas.getByRole('textbox', { name: /Rename Top tippers/ });
    await expect(field).toHaveValue('Top tippers');
    await userEvent.clear(field);
    await userEvent.type(field, 'Big tippers');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await popupSays('List renamed');
    await expect(fanListCallLog.renamed).toEqual([{ id: 2, name: 'Big tippers' }]);
  },
};

/** Deleting asks first; confirming deletes that list. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Win back' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText('Delete the list Win back?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete list' }));
    await popupSays('List deleted');
    await expect(fanListCallLog.deleted).toEqual([3]);
  },
};

/** 50 lists: the form gives way to the limit's sentence. */
export const LimitReached: Story = {
  parameters: { msw: { handlers: { fanLists: fanListsHandlers.full } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You have 50 lists, the most you can keep. Delete one to make a new one.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create list' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { fanLists: fanListsHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No lists yet')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { fanLists: fanListsHandlers.loading } } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { fanLists: fanListsHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Couldn’t load your lists.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * A list's fans, opened from its row: the latest added first, each to the conversation with them,
 * ten and then "Show more"; one taken off the list (the call sent, the popup), the row collapsing.
 */
export const Members: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Fans on Close friends' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const fans = within(canvasElement.querySelector('#fan-list-1-fans')!);
    await waitFor(() => expect(fans.getAllByRole('listitem')).toHaveLength(10));
    await expect(fans.getByRole('link', { name: 'Sam Rivera' })).toHaveAttribute(
      'href',
      '/en/message/00000000-0000-4000-8000-000000007000',
    );
    await userEvent.click(fans.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(fans.getAllByRole('listitem')).toHaveLength(12));
    await expect(fans.queryByRole('button', { name: 'Show more' })).toBeNull();
    await userEvent.click(fans.getByRole('button', { name: 'Remove Kenji Mori from Close friends' }));
    await popupSays('Kenji Mori taken off the list');
    await expect(fanListCallLog.removed).toEqual([{ id: 1, uuid: '00000000-0000-4000-8000-000000007002' }]);
    await userEvent.click(toggle);
    await expect(canvasElement.querySelector('#fan-list-1-fans')).toBeNull();
  },
};

/** A list with no fan yet says where fans are added. */
export const MembersEmpty: Story = {
  parameters: { msw: { handlers: { fanListMembers: fanListMembersHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Fans on Win back' }));
    await expect(
      await canvas.findByText('No fans on this list yet. Add a fan from your conversation with them.'),
    ).toBeVisible();
  },
};

/** The fans could not be read: said, with a retry. */
export const MembersError: Story = {
  parameters: { msw: { handlers: { fanListMembers: fanListMembersHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Fans on Top tippers' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Couldn’t load the fans on this list.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Arabic, right to left. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Close friends')).toBeVisible();
  },
};
