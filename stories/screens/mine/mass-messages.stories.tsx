/**
 * mine/mass-messages (issue 25; docs/decisions/mass-messages.md): the creator's composer (the
 * audience with each choice's live count, the text, pictures with a price, now or later) and the
 * mass messages sent and scheduled, with delivered of addressed fans and a cancel on scheduled
 * ones. Empty, counts loading, every audience, the form's rules, a paid one, scheduled, the daily
 * limit, errors, and Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import {
  massAudienceCountHandlers,
  massMessageCallLog,
  massMessageHandlers,
  massMessageListHandlers,
  MOCK_MASS_ERRORS,
  resetMassMessageCallLog,
  sendMassMessageHandlers,
} from '../../../src/mocks/handlers-mass-messages.ts';
import { MOCK_MASS_NOW_TS } from '../../../src/mocks/factories-mass-messages.ts';
import { resetPublishCallLog } from '../../../src/mocks/handlers-publish.ts';
import {
  MOCK_VIDEO_UPLOAD_ID,
  resetVideoUploadLog,
  videoUploadHandlers,
  videoUploadLog,
} from '../../../src/mocks/handlers-upload-video.ts';
import { userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { MassMessagesScreen } from '../../../src/screens/mine/mass-messages/mass-messages-screen.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

/** 15 March 2026, 12:00 UTC: the stories' present. */
const NOW = new Date(MOCK_MASS_NOW_TS * 1000);

/** A tiny PNG as a file the picker would give. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);
const picture = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

const meta = {
  title: 'Screens/Mine/MassMessages',
  component: MassMessagesScreen,
  args: { now: NOW },
  parameters: {
    router: { route: '/mine/mass-messages' },
    msw: { handlers: { ...userHandlers, userInfo: userInfoHandlers.creator, ...massMessageHandlers } },
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
    resetMassMessageCallLog();
    resetPublishCallLog();
    return restore;
  },
} satisfies Meta<typeof MassMessagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const popupSays = (text: string) =>
  waitFor(() => expect(within(document.body).getByRole('status')).toHaveTextContent(text));

const regionOf = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('region', { name }, { timeout: 5000 }));

const composerOf = (canvasElement: HTMLElement, name = 'New mass message') => regionOf(canvasElement, name);
const listOf = (canvasElement: HTMLElement, name = 'Sent and scheduled') => regionOf(canvasElement, name);

/** The composer with each audience's count, the reach of the chosen one, and four mass messages. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await expect(await composer.findByText('1,240 fans')).toBeVisible();
    await expect(await composer.findByText('42 fans')).toBeVisible();
    await expect(composer.getByText('Goes to 1,240 fans.')).toBeVisible();
    await expect(composer.getByRole('radio', { name: /All subscribers/ })).toBeChecked();
    // Counted from the list, whose answer may come after the audience counts.
    await expect(await composer.findByText('8 of 10 mass messages left in the last 24 hours.')).toBeVisible();
    const rows = await (await listOf(canvasElement)).findAllByRole('article');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[0]!).getByText('Scheduled')).toBeVisible();
    await expect(within(rows[0]!).getByRole('button', { name: 'Cancel sending' })).toBeVisible();
    await expect(within(rows[1]!).getByText('600 of 1,240')).toBeVisible();
    await expect(within(rows[1]!).getByText('Paid message, $9.99')).toBeVisible();
    await expect(within(rows[1]!).getAllByRole('img', { name: /Blurred picture/ })).toHaveLength(3);
    await expect(within(rows[2]!).getByText('Sent')).toBeVisible();
    await expect(within(rows[3]!).getByText('Cancelled')).toBeVisible();
    await expect(within(rows[3]!).queryByRole('button', { name: 'Cancel sending' })).toBeNull();
  },
};

/** Each audience: one plan (chosen, then counted), the expired, the fans who spent at least an amount. */
export const EachAudience: Story = {
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await composer.findByText('Goes to 1,240 fans.');
    await userEvent.click(composer.getByRole('radio', { name: /Subscribers of one plan/ }));
    await userEvent.selectOptions(await composer.findByRole('combobox', { name: /Plan/ }), '2');
    await expect(await composer.findByText('Goes to 310 fans.')).toBeVisible();
    await userEvent.click(composer.getByRole('radio', { name: /Expired subscribers/ }));
    await expect(await composer.findByText('Goes to 42 fans.')).toBeVisible();
    await userEvent.click(composer.getByRole('radio', { name: /Fans who spent/ }));
    await userEvent.type(composer.getByRole('textbox', { name: /Spent at least/ }), '25');
    await expect(await composer.findByText('Goes to 87 fans.')).toBeVisible();
    await waitFor(() =>
      expect(massMessageCallLog.counted).toContainEqual({
        audience: 'spent',
        plan_id: 0,
        min_amount: 25,
        list_id: 0,
      }),
    );
    await expect(massMessageCallLog.counted).toContainEqual({
      audience: 'plan',
      plan_id: 2,
      min_amount: 0,
      list_id: 0,
    });
  },
};

/**
 * "A list" (docs/decisions/fan-lists.md): a list is asked for, then the chosen one's live count; it
 * is sent with the list's id. "Manage lists" opens the lists' manager below the composer (outside
 * its form), its heading focused.
 */
export const ListAudience: Story = {
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await composer.findByText('Goes to 1,240 fans.');
    await userEvent.click(composer.getByRole('radio', { name: /A list/ }));
    await userEvent.type(composer.getByRole('textbox', { name: /Message/ }), 'Just for you');
    await userEvent.click(composer.getByRole('button', { name: 'Send now' }));
    await expect(await composer.findByText('Choose a list.')).toBeVisible();
    const picker = await composer.findByRole('combobox', { name: /List/ });
    await waitFor(() =>
      expect(within(picker).getByRole('option', { name: 'Close friends (64 fans)' })).toBeTruthy(),
    );
    await userEvent.selectOptions(picker, '1');
    await expect(await composer.findByText('Goes to 64 fans.')).toBeVisible();
    await waitFor(() =>
      expect(massMessageCallLog.counted).toContainEqual({
        audience: 'list',
        plan_id: 0,
        min_amount: 0,
        list_id: 1,
      }),
    );
    await userEvent.click(composer.getByRole('button', { name: 'Send now' }));
    await popupSays('Mass message on its way');
    await expect(massMessageCallLog.sent[0]).toMatchObject({
      audience: 'list',
      list_id: 1,
      text: 'Just for you',
    });
  },
};

/** "Manage lists" opens the creator's lists below the composer; pressed again, it closes them. */
export const ManageLists: Story = {
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await userEvent.click(await composer.findByRole('radio', { name: /A list/ }));
    const manage = composer.getByRole('button', { name: 'Manage lists' });
    await expect(manage).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(manage);
    const lists = await regionOf(canvasElement, 'Your lists');
    await waitFor(() => expect(lists.getByRole('heading', { name: 'Your lists' })).toHaveFocus());
    await expect(await lists.findByText('Top tippers')).toBeVisible();
    await expect(lists.getByRole('button', { name: 'Create list' })).toBeVisible();
    await userEvent.click(composer.getByRole('button', { name: 'Close lists' }));
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('region', { name: 'Your lists' })).toBeNull(),
    );
  },
};

/** The counts are still coming: the composer says it is counting. */
export const CountsLoading: Story = {
  parameters: { msw: { handlers: { massAudienceCount: massAudienceCountHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await expect(await composer.findByText('Counting fans…')).toBeVisible();
    await expect(composer.queryByText(/fans$/)).toBeNull();
  },
};

/** Nobody in any audience yet: said before sending. */
export const NobodyYet: Story = {
  parameters: { msw: { handlers: { massAudienceCount: massAudienceCountHandlers.nobody } } },
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await expect(await composer.findByText('No fan is in this audience yet.')).toBeVisible();
  },
};

/** A text to all subscribers, sent now. */
export const SendNow: Story = {
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await userEvent.type(composer.getByRole('textbox', { name: /Message/ }), '  New set tonight!  ');
    await userEvent.click(composer.getByRole('button', { name: 'Send now' }));
    await popupSays('Mass message on its way');
    await expect(massMessageCallLog.sent).toHaveLength(1);
    await expect(massMessageCallLog.sent[0]).toMatchObject({
      audience: 'subscribers',
      text: 'New set tonight!',
      media: [],
      price: 0,
      send_ts: 0,
    });
    await expect(massMessageCallLog.sent[0]!.client_key).toMatch(/^[0-9a-f-]{36}$/);
  },
};

/** Two pictures at 9.99: uploaded first, then sent as a paid mass message with the caption. */
export const PaidWithPictures: Story = {
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await userEvent.click(composer.getByRole('radio', { name: 'Pictures' }));
    await userEvent.upload(composer.getByTestId('mass-message-pictures'), [
      picture('one.png'),
      picture('two.png'),
    ]);
    await waitFor(() => expect(composer.getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(2));
    await userEvent.type(composer.getByRole('textbox', { name: /Price to unlock/ }), '9.99');
    await userEvent.type(composer.getByRole('textbox', { name: /Message/ }), 'Beach shoot');
    await userEvent.click(composer.getByRole('button', { name: 'Send now' }));
    await popupSays('Mass message on its way');
    await expect(massMessageCallLog.sent[0]).toMatchObject({ price: 9.99, text: 'Beach shoot' });
    await expect(massMessageCallLog.sent[0]!.media).toHaveLength(2);
  },
};

/**
 * A video at 14.99: uploaded through the resumable video upload first, then sent as a paid mass
 * message naming its upload id, with no pictures; the caption is optional.
 */
export const PaidWithVideo: Story = {
  parameters: { msw: { handlers: videoUploadHandlers } },
  beforeEach: () => resetVideoUploadLog(),
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await userEvent.click(composer.getByRole('radio', { name: 'Video' }));
    await expect(composer.getByRole('textbox', { name: /Price to unlock the video/ })).toBeVisible();
    await userEvent.upload(
      await composer.findByTestId('mass-message-video'),
      new File([new Uint8Array(4096)], 'beach.mp4', { type: 'video/mp4' }),
    );
    await expect(composer.getByLabelText('Chosen video: beach.mp4')).toBeVisible();
    await userEvent.type(composer.getByRole('textbox', { name: /Price to unlock/ }), '14.99');
    await userEvent.click(composer.getByRole('button', { name: 'Send now' }));
    await popupSays('Mass message on its way');
    await expect(videoUploadLog.completes).toBe(1);
    await expect(massMessageCallLog.sent[0]).toMatchObject({
      price: 14.99,
      text: '',
      media: [],
      video: MOCK_VIDEO_UPLOAD_ID,
    });
  },
};

/**
 * The form's own rules: no text and no media; a plan not chosen; pictures without a price; Video
 * chosen but no video.
 */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await userEvent.click(composer.getByRole('radio', { name: /Subscribers of one plan/ }));
    await userEvent.click(composer.getByRole('button', { name: 'Send now' }));
    await expect(await composer.findByText('Write a message or add pictures or a video.')).toBeVisible();
    await expect(composer.getByText('Choose a plan.')).toBeVisible();
    await userEvent.click(composer.getByRole('radio', { name: 'Pictures' }));
    await userEvent.upload(composer.getByTestId('mass-message-pictures'), [picture('one.png')]);
    await userEvent.click(composer.getByRole('button', { name: 'Send now' }));
    await expect(await composer.findByText('Enter a price.')).toBeVisible();
    await userEvent.type(composer.getByRole('textbox', { name: /Price to unlock/ }), '90.5');
    await userEvent.click(composer.getByRole('button', { name: 'Send now' }));
    await expect(await composer.findByText('A price is at most $90.00.')).toBeVisible();
    await userEvent.click(composer.getByRole('radio', { name: 'Video' }));
    await waitFor(() => expect(composer.getByText('Choose a video.')).toBeVisible());
    await expect(massMessageCallLog.sent).toEqual([]);
  },
};

/** "Send later": a time is picked (an hour ahead by default) and the message is scheduled. */
export const Scheduled: Story = {
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await userEvent.type(composer.getByRole('textbox', { name: /Message/ }), 'Live tomorrow');
    await userEvent.click(composer.getByRole('checkbox', { name: 'Send later' }));
    await expect(await composer.findByRole('group', { name: 'Send at' })).toBeVisible();
    await userEvent.click(composer.getByRole('button', { name: 'Schedule' }));
    await popupSays('Mass message scheduled');
    await expect(massMessageCallLog.sent[0]!.send_ts).toBe(MOCK_MASS_NOW_TS + 3600);
  },
};

/** The server's refusal (the day's limit) shows above the send button. */
export const DailyLimit: Story = {
  parameters: { msw: { handlers: { sendMassMessage: sendMassMessageHandlers.dailyLimit } } },
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await userEvent.type(composer.getByRole('textbox', { name: /Message/ }), 'One more');
    await userEvent.click(composer.getByRole('button', { name: 'Send now' }));
    await expect(await composer.findByRole('alert')).toHaveTextContent(MOCK_MASS_ERRORS.dailyLimit);
  },
};

/** The day's 10 are made: said in red, and Send is off. */
export const LimitReached: Story = {
  parameters: { msw: { handlers: { massMessages: massMessageListHandlers.limitReached } } },
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement);
    await expect(await composer.findByText('0 of 10 mass messages left in the last 24 hours.')).toBeVisible();
    await expect(composer.getByRole('button', { name: 'Send now' })).toBeDisabled();
  },
};

/** "Cancel sending" asks first; confirming cancels that scheduled one. */
export const CancelScheduled: Story = {
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    const [first] = await list.findAllByRole('article');
    await userEvent.click(within(first!).getByRole('button', { name: 'Cancel sending' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText('Cancel this mass message?')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel sending' }));
    await waitFor(() => expect(massMessageCallLog.cancelled).toEqual([4]));
    await popupSays('Mass message cancelled');
  },
};

/** None yet: said, with what the list will show; the composer is there. */
export const Empty: Story = {
  parameters: { msw: { handlers: { massMessages: massMessageListHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await expect(await list.findByText('No mass messages yet')).toBeVisible();
    const composer = await composerOf(canvasElement);
    await expect(
      await composer.findByText('10 of 10 mass messages left in the last 24 hours.'),
    ).toBeVisible();
  },
};

/** The list is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: { massMessages: massMessageListHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await expect(list.queryAllByRole('article')).toHaveLength(0);
  },
};

/** The list failed: the error with a retry; a count failed: said under the audience. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: {
        massMessages: massMessageListHandlers.error,
        massAudienceCount: massAudienceCountHandlers.error,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const list = await listOf(canvasElement);
    await expect(await list.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(list.getByRole('button', { name: 'Reload' })).toBeVisible();
    const composer = await composerOf(canvasElement);
    await expect(await composer.findByText('Could not count the fans. Try again later.')).toBeVisible();
  },
};

/** Arabic: the composer, its counts and the list in Arabic, mirrored. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const composer = await composerOf(canvasElement, 'رسالة جماعية جديدة');
    await expect(await composer.findByRole('radio', { name: /جميع المشتركين/ })).toBeChecked();
    const list = await listOf(canvasElement, 'المرسلة والمجدولة');
    await expect(await list.findAllByRole('article')).toHaveLength(4);
  },
};
