/**
 * The feedback dialog with its calls (spec §2, §5, §8): a topic, a description of at most 300
 * characters and an email, all required; up to 3 images (jpg, jpeg, png, gif) uploaded as they are
 * picked, their names shortened to 20 characters; user/feedback, then the dialog.feedback.modal
 * alert. A refusal sits under the email field. Visitors send feedback too.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components/atoms/button/button.tsx';
import { useOpenFeedback } from '../../../src/features/feedback/open-feedback.tsx';
import {
  feedbackCallLog,
  feedbackHandlers,
  MOCK_FEEDBACK_ERRORS,
  resetFeedbackCallLog,
  sendFeedbackHandlers,
  uploadFeedbackImageHandlers,
} from '../../../src/mocks/handlers-feedback.ts';
import { body } from '../../support/dialog-opener.tsx';
import { fakeFile, pngFile } from '../../support/publish-files.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

/** The settings menu's Send feedback row, opening the dialog as mine home does. */
function FeedbackOpener() {
  const open = useOpenFeedback();
  return (
    <WithShellOverlays>
      <div className="p-6">
        <Button onClick={open}>Send feedback</Button>
      </div>
    </WithShellOverlays>
  );
}

const meta = {
  title: 'Features/FeedbackDialog',
  component: FeedbackOpener,
  parameters: { msw: { handlers: feedbackHandlers } },
  beforeEach: () => {
    resetFeedbackCallLog();
    return sessionStoryReset();
  },
} satisfies Meta<typeof FeedbackOpener>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the dialog; answers it, once its form has loaded. */
async function openFeedback(canvasElement: HTMLElement, name = 'Feedback') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send feedback' }));
  const dialog = within(await body().findByRole('dialog', { name }));
  await dialog.findByRole('button', { name: 'Send' }, { timeout: 5000 });
  return dialog;
}

/** Picks files in the dialog's file input, as a picker showing all files would. */
async function pickFiles(files: File[]) {
  const input = await waitFor(() => {
    const found = body().getByRole('dialog').querySelector<HTMLInputElement>('input[type="file"]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

async function chooseTopic(dialog: ReturnType<typeof within>, topic: string) {
  const choice = within(dialog.getByRole('group', { name: 'What is it about?' })).getByRole('radio', {
    name: topic,
  });
  await userEvent.click(choice);
  await expect(choice).toBeChecked();
}

const shownNames = () =>
  body()
    .queryAllByTestId('attachment-name')
    .map((name) => name.textContent);

/** A visitor opens it: nothing chosen or typed; Send names each field's rule and sends nothing. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openFeedback(canvasElement);
    await expect(dialog.getByRole('textbox', { name: /Email for our reply/ })).toHaveValue('');
    // The dialog fades in: visible once its opening transition has run, on a busy machine too.
    await waitFor(() =>
      expect(
        dialog.getByText('Tell us what went wrong or what we could do better. We read all feedback.'),
      ).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(dialog.getByRole('group', { name: 'What is it about?' })).toHaveAccessibleDescription(
        'Choose what your feedback is about.',
      ),
    );
    await expect(dialog.getByRole('textbox', { name: /Your feedback/ })).toHaveAccessibleDescription(
      'Describe your feedback.',
    );
    await expect(dialog.getByRole('textbox', { name: /Email for our reply/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    await expect(feedbackCallLog.sent).toEqual([]);
  },
};

/**
 * A member: their email is filled in; a topic, a description and two images, each a chip with its
 * name shortened to 20 characters, the long one cut in the middle with its extension kept.
 */
export const Filled: Story = {
  beforeEach: () => signInForStory(),
  play: async ({ canvasElement }) => {
    const dialog = await openFeedback(canvasElement);
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /Email for our reply/ })).toHaveValue('ada@example.com'),
    );
    await chooseTopic(dialog, 'Payments and refunds');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Your feedback/ }),
      'My card was charged twice.',
    );
    await pickFiles([await pngFile('receipt.png'), await pngFile('bank-statement-march-2025-page-2.png')]);
    await waitFor(() => expect(shownNames()).toEqual(['receipt.png', 'bank-sta…-page-2.png']));
    await expect(
      dialog.getByRole('button', { name: 'Remove bank-statement-march-2025-page-2.png' }),
    ).toBeVisible();
    await waitFor(() => expect(feedbackCallLog.uploads).toBe(2));
    await expect(dialog.getByTestId('text-area-counter')).toHaveTextContent('26 / 300');
  },
};

/** The server refuses (the sender's hourly limit): its message under the email field, the rest kept. */
export const ErrorUnderEmail: Story = {
  parameters: { msw: { handlers: { feedback: sendFeedbackHandlers.refused } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFeedback(canvasElement);
    await chooseTopic(dialog, 'Something isn’t working');
    await userEvent.type(dialog.getByRole('textbox', { name: /Your feedback/ }), 'Videos do not start.');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email for our reply/ }), 'visitor@example.org');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /Email for our reply/ })).toHaveAccessibleDescription(
        MOCK_FEEDBACK_ERRORS.tooMany,
      ),
    );
    await expect(dialog.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('Videos do not start.');
    await expect(feedbackCallLog.sent).toHaveLength(1);
  },
};

/** Three images attached: a 4th says dialog.feedback.uploadLimit and is not added; removing one makes room. */
export const UploadLimitReached: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openFeedback(canvasElement);
    await pickFiles([await pngFile('one.png'), await pngFile('two.png'), await pngFile('three.png')]);
    await waitFor(() => expect(shownNames()).toEqual(['one.png', 'two.png', 'three.png']));
    await pickFiles([await pngFile('four.png')]);
    await expect(await dialog.findByRole('alert')).toHaveTextContent('You can attach up to 3 images.');
    await expect(shownNames()).toHaveLength(3);
    await userEvent.click(dialog.getByRole('button', { name: 'Add image' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent('You can attach up to 3 images.');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove two.png' }));
    await expect(dialog.queryByRole('alert')).toBeNull();
    await expect(shownNames()).toEqual(['one.png', 'three.png']);
  },
};

/** A file that is not a JPG, PNG or GIF is refused with its message; the images beside it are added. */
export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openFeedback(canvasElement);
    await pickFiles([fakeFile('notes.pdf', 'application/pdf'), await pngFile('screen.png')]);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Only JPG, PNG and GIF images can be attached.',
    );
    await waitFor(() => expect(shownNames()).toEqual(['screen.png']));
  },
};

/** The server refuses an image: it leaves the list and its reason shows under the images. */
export const UploadRefused: Story = {
  parameters: { msw: { handlers: { uploadFeedbackImage: uploadFeedbackImageHandlers.refused } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFeedback(canvasElement);
    await pickFiles([await pngFile('screen.png')]);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MOCK_FEEDBACK_ERRORS.imageType);
    await expect(shownNames()).toEqual([]);
  },
};

/** On its way: Send is busy until the server answers. */
export const Sending: Story = {
  beforeEach: () => signInForStory(),
  parameters: { msw: { handlers: { feedback: sendFeedbackHandlers.sending } } },
  play: async ({ canvasElement }) => {
    const dialog = await openFeedback(canvasElement);
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /Email for our reply/ })).toHaveValue('ada@example.com'),
    );
    await chooseTopic(dialog, 'An idea or suggestion');
    await userEvent.type(dialog.getByRole('textbox', { name: /Your feedback/ }), 'A dark theme, please.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true'),
    );
    await waitFor(() => expect(feedbackCallLog.sent).toHaveLength(1));
  },
};

/**
 * A visitor sends a topic, a description, an email and an image: user/feedback carries the image's
 * reference; the dialog closes and the dialog.feedback.modal alert says thanks.
 */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openFeedback(canvasElement);
    await chooseTopic(dialog, 'Translation or language');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Your feedback/ }),
      '  A button is in English.  ',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /Email for our reply/ }), 'visitor@example.org');
    await pickFiles([await pngFile('settings-screen.png')]);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    const alert = await body().findByRole('alertdialog', { name: 'Thanks for your feedback' });
    await expect(within(alert).getByText(/reply by email/)).toBeVisible();
    await expect(body().queryByRole('dialog', { name: 'Feedback' })).toBeNull();
    await expect(feedbackCallLog.sent).toEqual([
      {
        type: 9,
        content: 'A button is in English.',
        email: 'visitor@example.org',
        attachment: ['00000000-0000-4000-a000-000000000001'],
      },
    ]);
  },
};

/** Arabic: the dialog reads right to left, the topics and messages in Arabic. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send feedback' }));
    const dialog = await body().findByRole('dialog');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(within(dialog).getAllByRole('textbox')).toHaveLength(2));
    await pickFiles([await pngFile('لقطة-شاشة-من-صفحة-الإعدادات.png')]);
    await waitFor(() => expect(shownNames()).toEqual(['لقطة-شاش…إعدادات.png']));
  },
};
