/**
 * The paid message composer (issue 25): 1 to 10 pictures or one video, a price above 0 and at most
 * 90 with at most two decimals, an optional caption; each broken rule under its field, and Send
 * handing the valid draft on.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaidMessageDialog } from '../../../../src/components/organisms/paid-message-dialog/paid-message-dialog.tsx';
import { body, withOpener } from '../../../support/dialog-opener.tsx';

const PaidDemo = withOpener(PaidMessageDialog, 'Paid message');

/** A tiny PNG as a file the picker would give. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);
const picture = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });
/** A file the picker gives as a video (its bytes are not played here). */
const video = (name: string) => new File([new Uint8Array(2048)], name, { type: 'video/mp4' });

const meta = {
  title: 'Organisms/PaidMessageDialog',
  component: PaidMessageDialog,
  render: (args) => <PaidDemo {...args} />,
  args: {
    open: false,
    onClose: fn(),
    peerName: 'Sam Rivera',
    onSubmit: fn(),
  },
} satisfies Meta<typeof PaidMessageDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, name = 'Send a paid message') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Paid message' }));
  const dialog = await body().findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const priceField = (dialog: ReturnType<typeof within>) => dialog.getByRole('textbox', { name: /Price/ });

/** Two pictures, a price and a caption: Send hands the draft on. */
export const Valid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(body().getByRole('dialog', { name: 'Send a paid message' })).toHaveAccessibleDescription(
      'Sam Rivera sees blurred previews and the price, and unlocks the pictures by paying.',
    );
    const files = [picture('one.png'), picture('two.png')];
    await userEvent.upload(dialog.getByTestId('paid-message-input'), files);
    await waitFor(() => expect(dialog.getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(2));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove picture 2' }));
    await expect(dialog.getAllByRole('img', { name: /^Picture \d$/ })).toHaveLength(1);
    await userEvent.type(priceField(dialog), '12.5');
    await userEvent.type(dialog.getByRole('textbox', { name: /Caption/ }), '  Just for you  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      files: [files[0]],
      video: null,
      price: 12.5,
      caption: 'Just for you',
    });
  },
};

/** Nothing chosen: no picture and no price are each said under their field; nothing is sent. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dialog.getByText('Choose 1 to 10 pictures.')).toBeVisible());
    await expect(dialog.getByText('Enter a price.')).toBeVisible();
    await expect(priceField(dialog)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The price rules of a pay-per-post post: above 0, at most 90, two decimals, a number. */
export const PriceRules: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.upload(dialog.getByTestId('paid-message-input'), [picture('one.png')]);
    const cases: [string, string][] = [
      ['0', 'A price is at least $0.01.'],
      ['90.01', 'A price is at most $90.00.'],
      ['9.999', 'A price has at most two decimals.'],
      ['ten', 'Enter a price in numbers, like 9.99.'],
    ];
    for (const [text, error] of cases) {
      await userEvent.clear(priceField(dialog));
      await userEvent.type(priceField(dialog), text);
      await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(dialog.getByText(error)).toBeVisible());
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(priceField(dialog));
    await userEvent.type(priceField(dialog), '90');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ price: 90 })));
  },
};

/** More than 10 pictures is refused. */
export const TooManyPictures: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.upload(
      dialog.getByTestId('paid-message-input'),
      Array.from({ length: 11 }, (_, index) => picture(`p${index}.png`)),
    );
    await userEvent.type(priceField(dialog), '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dialog.getByText('Choose 1 to 10 pictures.')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * A video instead of pictures: the description speaks of the video, the chosen file is shown with
 * its name, and Send hands on the video alone (the pictures chosen before are kept aside, not sent).
 */
export const VideoValid: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.upload(dialog.getByTestId('paid-message-input'), [picture('one.png')]);
    await userEvent.click(dialog.getByRole('button', { name: 'Video' }));
    await expect(body().getByRole('dialog', { name: 'Send a paid message' })).toHaveAccessibleDescription(
      'Sam Rivera sees a blurred preview and the price, and unlocks the video by paying.',
    );
    const clip = video('studio.mp4');
    await userEvent.upload(dialog.getByTestId('paid-video-input'), clip);
    await expect(dialog.getByLabelText('Chosen video: studio.mp4')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose another video' })).toBeVisible();
    await userEvent.type(priceField(dialog), '7');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ files: [], video: clip, price: 7, caption: '' });
  },
};

/** Video chosen as what it unlocks but no file: "Choose a video."; removing the file says it again. */
export const VideoMissing: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Video' }));
    await userEvent.type(priceField(dialog), '5');
    await userEvent.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(dialog.getByText('Choose a video.')).toBeVisible());
    await userEvent.upload(dialog.getByTestId('paid-video-input'), video('clip.mov'));
    await waitFor(() => expect(dialog.queryByText('Choose a video.')).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove the video' }));
    await waitFor(() => expect(dialog.getByText('Choose a video.')).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A file that is not a video (the picker's filter turned off): said by name, and not kept. */
export const NotAVideo: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Video' }));
    fireEvent.change(dialog.getByTestId('paid-video-input'), { target: { files: [picture('still.png')] } });
    await waitFor(() =>
      expect(dialog.getByRole('alert')).toHaveTextContent(
        'still.png is not a video we take. Choose an MP4, MOV or AVI file.',
      ),
    );
    await expect(dialog.queryByLabelText(/^Chosen video/)).toBeNull();
  },
};

/** Arabic, right to left, with an error in Arabic. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'إرسال رسالة مدفوعة');
    await userEvent.click(dialog.getByRole('button', { name: 'إرسال' }));
    await waitFor(() => expect(dialog.getByText('أدخل السعر.')).toBeVisible());
    await expect(dialog.getByText(/^اختر من 1 إلى/)).toBeVisible();
  },
};
