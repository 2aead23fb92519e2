/**
 * /{lang}/publish (spec §2, §4, §5, §8): the files with every upload state, the fields, the
 * access levels, validation, the cancel-publish confirmations, the create-a-plan-first dialog,
 * publishing (success and the server's refusal), edit mode and Arabic. Uploads go through the
 * real client (compression in its worker, the XHR upload) against the MSW upload handler; the
 * in-flight states hold a file with a transfer that does not finish.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  dropHandedOverFiles,
  handedOverFiles,
  handOverPickedFiles,
} from '../../src/features/publish/picked-files-handover.ts';
import { realTransfer, type UploadTransfer } from '../../src/features/publish/use-post-uploads.ts';
import { appConfigHandlers } from '../../src/mocks/handlers.ts';
import { planListHandlers } from '../../src/mocks/handlers-plans.ts';
import {
  MOCK_POPULAR_TAGS,
  MOCK_SCHEDULED_AT,
  postForEditHandlers,
  MOCK_PUBLISH_ERRORS,
  publishCallLog,
  publishHandlers,
  publishScreenHandlers,
  resetPublishCallLog,
  uploadImageHandlers,
} from '../../src/mocks/handlers-publish.ts';
import { encryptedMediaHandler } from '../../src/mocks/handlers-encrypted-media.ts';
import { userInfoHandlers } from '../../src/mocks/handlers-user.ts';
import { PublishScreen } from '../../src/screens/publish/publish-screen.tsx';
import { planManager } from '../../src/state/plan-manager.ts';
import { fakeFile, fillFields, pick, pngFile } from '../support/publish-files.ts';
import { PublishFrame } from '../support/publish-frame.tsx';
import { sessionStoryReset, signInForStory } from '../support/session.tsx';

const meta = {
  title: 'Screens/Publish',
  component: PublishScreen,
  parameters: { router: { route: '/publish' }, msw: { handlers: publishScreenHandlers } },
  decorators: [
    (Story) => (
      <PublishFrame>
        <Story />
      </PublishFrame>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    resetPublishCallLog();
    planManager.open = false;
    return restore;
  },
} satisfies Meta<typeof PublishScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const location = () => body().getByTestId('location');

const never = <T,>() => new Promise<T>(() => undefined);
/** Compression that never ends: files stay preparing (2) and the rest pending (1). */
const holdCompress: UploadTransfer = { ...realTransfer, compressImage: () => never() };
/** Upload that reports 42 % and never ends. */
const holdAt42: UploadTransfer = {
  ...realTransfer,
  compressImage: (file) => Promise.resolve(file),
  uploadImage: (_file, options) => {
    options?.onProgress?.(0.42);
    return never();
  },
};

/** An empty new post: the picker, the counter 0 of 10 and the fields. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The first story of the file: the screen's code is loaded first.
    await expect(await canvas.findByRole('heading', { name: 'New post' })).toBeVisible();
    await expect(canvas.getByText('0 of 10')).toBeVisible();
    await expect(canvas.getByText('Choose photos or a video')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Everyone, free' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Publish' })).toBeEnabled();
  },
};

/** A real PNG is compressed in the worker, uploaded, and the post published: alert, then mine-post. */
export const PublishesImagePost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New post' });
    await pick(canvasElement, [await pngFile()]);
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(canvas.getByText('1 of 10')).toBeVisible();
    await expect(canvas.getByText('Add photos')).toBeVisible();
    await fillFields(canvasElement);
    // Suggestions come from the category's popular posts, most used first.
    await userEvent.click(canvas.getByLabelText(/^Tags/));
    await userEvent.click(await body().findByRole('option', { name: `#${MOCK_POPULAR_TAGS[0]}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const alert = await body().findByRole('alertdialog');
    await expect(alert).toHaveTextContent('Post submitted');
    await expect(alert).toHaveTextContent('Your post is published.');
    await waitFor(() => expect(location()).toHaveTextContent('/en/mine/post'));
    await expect(body().getByTestId('search')).toHaveTextContent('t=free');
    const sent = publishCallLog.publish[0];
    await expect(sent?.media).toHaveLength(1);
    await expect(sent).toMatchObject({
      title: 'Harbour at dawn',
      category: 'photography',
      article_type: 3,
      resource_type: 1,
      tags: [MOCK_POPULAR_TAGS[0]],
    });
  },
};

/** Status pending (1) and compressing (2): two files are prepared at a time, the third waits. */
export const PendingAndCompressing: Story = {
  args: { transfer: holdCompress },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New post' });
    await pick(canvasElement, [await pngFile('a.png'), await pngFile('b.png'), await pngFile('c.png')]);
    await waitFor(() => expect(canvas.getAllByText('Preparing…')).toHaveLength(2));
    await expect(canvas.getAllByText('Waiting…')).toHaveLength(1);
    await expect(canvas.getByText('3 of 10')).toBeVisible();
  },
};

/**
 * Opened from the navigation's Publish by a creator, who picked the files there (spec §2): the form
 * opens with them, as its first pick, and takes them once.
 */
export const OpensWithPickedFiles: Story = {
  args: { transfer: holdCompress },
  beforeEach: async () => {
    handOverPickedFiles([await pngFile('a.png'), await pngFile('b.png')]);
    return () => dropHandedOverFiles();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New post' });
    await waitFor(() => expect(canvas.getAllByText('Preparing…')).toHaveLength(2));
    await expect(canvas.getByText('2 of 10')).toBeVisible();
    await expect(handedOverFiles()).toEqual([]);
  },
};

/** Status uploading (3) with its progress. */
export const UploadingWithProgress: Story = {
  args: { transfer: holdAt42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New post' });
    await pick(canvasElement, [await pngFile()]);
    await expect(await canvas.findByText('Uploading 42%')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
  },
};

/** The server refuses the image (fail, 5) with its message; Retry uploads it again (done, 4). */
export const UploadFailedThenRetried: Story = {
  parameters: { msw: { handlers: { upload: uploadImageHandlers.refused } } },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New post' });
    await pick(canvasElement, [await pngFile()]);
    await expect(await canvas.findByText(MOCK_PUBLISH_ERRORS.imageType)).toBeVisible();
    // Publishing waits for the failed file to be retried or removed.
    await fillFields(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Some files failed to upload. Retry or remove them.')).toBeVisible();
    await expect(publishCallLog.uploads).toBe(0);
    msw.use(uploadImageHandlers.default);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('Uploaded')).toBeVisible();
    await expect(publishCallLog.uploads).toBe(1);
    await expect(publishCallLog.publish).toHaveLength(0);
  },
};

/** A file named and typed PNG that is not one: the worker cannot read it, content.processFail. */
export const ImageUnreadable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New post' });
    await pick(canvasElement, [fakeFile('broken.png', 'image/png')]);
    await expect(await canvas.findByText('This image could not be read. Try another file.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(publishCallLog.uploads).toBe(0);
  },
};

/** The file rules: unsupported types, a video with images, more than 10 files. */
export const FileRules: Story = {
  args: { transfer: holdCompress },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New post' });
    await pick(canvasElement, [fakeFile('clip.webm', 'video/webm')]);
    await expect(
      await canvas.findByText(
        'This file type is not supported. Choose JPG, PNG or GIF photos, or an MP4, MOV or AVI video.',
      ),
    ).toBeVisible();
    await pick(canvasElement, [fakeFile('clip.mp4', 'video/mp4'), fakeFile('a.jpg', 'image/jpeg')]);
    await expect(
      await canvas.findByText(
        'A video cannot be combined with other files: a post has one video or up to 10 photos.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('0 of 10')).toBeVisible();
    const eleven = Array.from({ length: 11 }, (_, i) => fakeFile(`p${i}.jpg`, 'image/jpeg'));
    await pick(canvasElement, eleven);
    await expect(await canvas.findByText('A post can have at most 10 files.')).toBeVisible();
    await expect(canvas.getByText('10 of 10')).toBeVisible();
    // Full: no picker any more.
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
  },
};

/** Submitting an empty form: each required field says what it needs (spec §5). */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Add at least one photo or video.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Title/)).toHaveAccessibleDescription('Please enter a title.');
    await expect(canvas.getByLabelText(/^Text/)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the text of the post.'),
    );
    await expect(canvas.getByText('Choose a category.')).toBeVisible();
    await expect(publishCallLog.publish).toHaveLength(0);
  },
};

/** Each access level: plans to choose for subscribers, a price for pay per post, none for the others. */
export const AccessLevels: Story = {
  args: { transfer: holdCompress },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Subscribers of a plan' }));
    const plans = await canvas.findByRole('group', { name: 'Plans that unlock this post' });
    await expect(within(plans).getAllByRole('checkbox')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('Choose at least one plan.')).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Pay per post' }));
    await expect(canvas.queryByRole('group', { name: 'Plans that unlock this post' })).toBeNull();
    const price = canvas.getByLabelText(/^Price/);
    // Five characters at most: the sixth is refused as it is typed.
    await userEvent.type(price, '90.001');
    await expect(price).toHaveValue('90.00');
    await userEvent.clear(price);
    await userEvent.type(price, '95');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(await canvas.findByText('The price must be above 0 and at most 90.')).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Only me' }));
    await expect(canvas.queryByLabelText(/^Price/)).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Everyone, free' }));
    await expect(canvas.getByRole('radio', { name: 'Everyone, free' })).toBeChecked();
  },
};

/**
 * Pay per post with a 20 % fee and a payment cost of 2.9 % + 0.30 (app/config): what the creator
 * receives is said under the price and follows it as they type, before anything is published.
 */
export const PriceWithFeeBreakdown: Story = {
  args: { transfer: holdCompress },
  parameters: { msw: { handlers: { appConfig: appConfigHandlers.feeAndCost } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Pay per post' }));
    const price = canvas.getByLabelText(/^Price/);
    await userEvent.type(price, '10');
    // 10.00: fee 2.00, cost 0.29 + 0.30 = 0.59, net 7.41.
    await expect(await canvas.findByTestId('net-price-note')).toHaveTextContent(
      'You receive $7.41 after the 20% platform fee and $0.59 payment cost.',
    );
    await expect(price).toHaveAccessibleDescription(/You receive \$7\.41/);
    // 10.50: fee 2.10, cost 0.30 + 0.30, net 7.80.
    await userEvent.type(price, '.5');
    await expect(canvas.getByTestId('net-price-note')).toHaveTextContent('You receive $7.80');
    await userEvent.clear(price);
    await expect(canvas.queryByTestId('net-price-note')).toBeNull();
  },
};

/** A creator without plans who picks subscribers is sent to create a plan first (plan manager). */
export const CreatePlanFirst: Story = {
  parameters: { msw: { handlers: { plans: planListHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Subscribers of a plan' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Create a plan first');
    await expect(canvas.getByRole('radio', { name: 'Everyone, free' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create a plan' }));
    await waitFor(() => expect(planManager.open).toBe(true));
  },
};

/** Leaving while a file uploads: the confirmation says the uploads stop; staying keeps the form. */
export const CancelWhileUploading: Story = {
  args: { transfer: holdAt42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New post' });
    await pick(canvasElement, [await pngFile()]);
    await canvas.findByText('Uploading 42%');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Discard this post?');
    await expect(dialog).toHaveTextContent(
      'Files are still uploading. Leaving stops the uploads and discards your changes.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(location()).toHaveTextContent('/en/publish');
    await expect(canvas.getByText('Uploading 42%')).toBeVisible();
  },
};

/** Leaving by an in-app link once the files are uploaded: its own wording, then Discard leaves. */
export const CancelAfterUploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New post' });
    await pick(canvasElement, [await pngFile()]);
    await canvas.findByText('Uploaded');
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Your files have been uploaded. Leaving discards them and your changes.',
    );
    await expect(location()).toHaveTextContent('/en/publish');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(location()).toHaveTextContent('/en/home'));
  },
};

/** The server refuses the post: the publish-fail alert with its message; the form stays. */
export const PublishFails: Story = {
  parameters: { msw: { handlers: { publish: publishHandlers.refused } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New post' });
    await pick(canvasElement, [await pngFile()]);
    await canvas.findByText('Uploaded');
    await fillFields(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    const alert = await body().findByRole('alertdialog');
    await expect(alert).toHaveTextContent('The post could not be published');
    await expect(alert).toHaveTextContent(MOCK_PUBLISH_ERRORS.uploadNotFound);
    await expect(location()).toHaveTextContent('/en/publish');
  },
};

/** Edit mode (?id=42): the saved post's files (saved, 6), fields, level and plan; saving sends id 42. */
export const EditMode: Story = {
  parameters: { router: { route: '/publish?id=42' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit post' })).toBeVisible();
    await expect(canvas.getAllByText('Saved')).toHaveLength(2);
    await expect(canvas.getByLabelText(/^Title/)).toHaveValue('Harbour at dawn');
    await expect(canvas.getByRole('radio', { name: 'Subscribers of a plan' })).toBeChecked();
    const plans = await canvas.findByRole('group', { name: 'Plans that unlock this post' });
    await waitFor(() => expect(within(plans).getAllByRole('checkbox')[0]).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/en/mine/post'));
    await expect(body().getByTestId('search')).toHaveTextContent('t=subscribe');
    await expect(publishCallLog.publish[0]).toMatchObject({
      id: 42,
      article_type: 1,
      subscription_ids: [1],
      media: ['00000000-0000-4000-8000-000000000101', '00000000-0000-4000-8000-000000000102'],
    });
  },
};

/** Editing a locked image post: its saved originals come encrypted and show decrypted (spec §7). */
export const EditEncryptedOriginals: Story = {
  parameters: {
    router: { route: '/publish?id=42' },
    msw: { handlers: { postForEdit: postForEditHandlers.encrypted, encryptedMedia: encryptedMediaHandler } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit post' })).toBeVisible();
    await expect(canvas.getAllByText('Saved')).toHaveLength(2);
    await waitFor(
      () => {
        const thumbs = [...canvasElement.querySelectorAll<HTMLImageElement>('figure img[src^="blob:"]')];
        if (thumbs.length !== 2 || thumbs.some((thumb) => !thumb.complete || thumb.naturalWidth === 0)) {
          throw new Error('not decrypted yet');
        }
      },
      // Two encrypted originals fetched and decrypted (Web Crypto): past the 10 s default on a busy machine.
      { timeout: 15_000 },
    );
    await expect(canvasElement.querySelector('img[src*="/media/e/"]')).toBeNull();
  },
};

/**
 * A post scheduled for later: the switch opens the date-time picker (its own chunk) an hour
 * ahead; a time already past is refused (2023 is always past); publishing sends display_at and
 * opens the post list's scheduled tab.
 */
export const ScheduledPost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'New post' });
    await pick(canvasElement, [await pngFile()]);
    await canvas.findByText('Uploaded');
    await fillFields(canvasElement);
    const opened = Math.floor(Date.now() / 1000);
    await userEvent.click(canvas.getByRole('switch', { name: /Schedule for later/ }));
    // The picker's chunk loads as the switch turns on.
    const year = await canvas.findByRole('spinbutton', { name: /year/i });
    const thisYear = Number(year.getAttribute('aria-valuenow'));
    await userEvent.click(year);
    await userEvent.keyboard('2023');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(
      await canvas.findByText('The scheduled time has already passed. Choose a later time.'),
    ).toBeVisible();
    await expect(publishCallLog.publish).toHaveLength(0);

    await userEvent.click(year);
    await userEvent.keyboard(String(thisYear));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(location()).toHaveTextContent('/en/mine/post'));
    await expect(body().getByTestId('search')).toHaveTextContent('t=scheduled');
    // The picker's time, to the minute: an hour after the form opened.
    const sent = publishCallLog.publish[0]?.display_at ?? 0;
    await expect(Math.abs(sent - (opened + 3600))).toBeLessThanOrEqual(120);
  },
};

/** Editing a post scheduled ahead: the switch is on and the picker shows its time. */
export const EditScheduledPost: Story = {
  parameters: {
    router: { route: '/publish?id=42' },
    msw: { handlers: { postForEdit: postForEditHandlers.scheduled } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Edit post' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /Schedule for later/ })).toBeChecked();
    const at = new Date(MOCK_SCHEDULED_AT * 1000);
    const hour = await canvas.findByRole('spinbutton', { name: /hour/i });
    await expect(hour).toHaveAttribute('aria-valuenow', String(at.getHours()));
    await expect(canvas.getByRole('spinbutton', { name: /day/i })).toHaveAttribute(
      'aria-valuenow',
      String(at.getDate()),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toHaveTextContent('/en/mine/post'));
    await expect(body().getByTestId('search')).toHaveTextContent('t=scheduled');
    // The post's own time goes back unchanged.
    await expect(publishCallLog.publish[0]?.display_at).toBe(MOCK_SCHEDULED_AT);
  },
};

/** A member who is not a creator is asked to become one first; agreeing opens the agreement. */
export const NotACreator: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.member } } },
  play: async () => {
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Become a creator first');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Become a creator' }));
    await waitFor(() => expect(location()).toHaveTextContent('/en/mine/creator'));
  },
};

/** Arabic: right to left, every text translated. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'منشور جديد' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('radio', { name: 'الجميع، مجانًا' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'نشر' })).toBeVisible();
  },
};
