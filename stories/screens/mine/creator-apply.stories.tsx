/**
 * mine/creator (spec §2, §3, §7, §8): the become-creator steps and their states, driven through
 * the MSW handlers of the document upload and user/applyCreator. Steps 2 and 3 open only through
 * the flow, so their stories set the draft's `reached` as the steps before would have.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  applyCreatorHandlers,
  creatorApplicationHandlers,
  creatorApplicationLog,
  MOCK_CREATOR_ERRORS,
  resetCreatorApplicationLog,
  uploadDocumentHandlers,
} from '../../../src/mocks/handlers-creator-application.ts';
import { MOCK_CREATOR_REJECTION, userHandlers, userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import { mockPhoto } from '../../../src/mocks/images.ts';
import { CreatorApplyScreen } from '../../../src/screens/mine/creator/creator-apply-screen.tsx';
import {
  reachCreatorStep,
  resetCreatorApplicationDraft,
  setCreatorPhoto,
} from '../../../src/state/creator-application.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Screens/Mine/CreatorApply',
  component: CreatorApplyScreen,
  // Storybook's browser may have a camera or not: the stories choose (null: none).
  args: { openCamera: null },
  parameters: {
    router: { route: '/mine/creator' },
    msw: { handlers: { ...userHandlers, ...creatorApplicationHandlers } },
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
    resetCreatorApplicationDraft();
    resetCreatorApplicationLog();
    return () => {
      restore();
      resetCreatorApplicationDraft();
    };
  },
} satisfies Meta<typeof CreatorApplyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const location = () => body().getByTestId('location');

/** A photo of the draft as if taken and uploaded. */
const taken = (ref: string, seed: number) => ({
  ref,
  previewUrl: mockPhoto({ width: 640, height: 480, seed }),
});

/** Step 1: the agreement in its 530 px scroll area. */
export const Agreement: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole('region', { name: 'Creator agreement text' });
    await expect(region.getBoundingClientRect().height).toBe(530);
    await expect(canvas.getByRole('button', { name: 'Agree and continue' })).toBeVisible();
  },
};

/** The document-type modal: choosing a type goes on to step 2. */
export const DocumentTypeModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Agree and continue' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('Choose your identity document');
    for (const name of ['Passport', 'ID card', 'Driver license']) {
      // The dialog is found in its first frame, at opacity 0 on a busy machine: wait for the fade-in.
      await waitFor(() => expect(within(dialog).getByRole('button', { name })).toBeVisible());
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Driver license' }));
    await waitFor(() => expect(location()).toHaveTextContent('/en/mine/creator/identity-agreement'));
  },
};

/** Step 2, reached from step 1: start-taking-photos opens step 3. */
export const IdentityAgreement: Story = {
  parameters: { router: { route: '/mine/creator/identity-agreement' } },
  beforeEach: () => reachCreatorStep(2),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Start taking photos' }));
    await waitFor(() => expect(location()).toHaveTextContent('/en/mine/creator/take-picture'));
  },
};

/** A step-3 address opened directly (typed, reloaded): mine home, same language. */
export const DirectEntryRedirects: Story = {
  parameters: { router: { route: '/mine/creator/take-picture' } },
  play: async () => {
    await waitFor(() => expect(location()).toHaveTextContent(/\/en\/mine$/));
  },
};

/** Step 3 empty: passport from China by default (spec §3), two empty photo slots. */
export const TakePictureEmpty: Story = {
  parameters: { router: { route: '/mine/creator/take-picture' } },
  beforeEach: () => reachCreatorStep(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Document type/ })).toHaveTextContent('Passport');
    await expect(canvas.getByRole('button', { name: /Issuing country/ })).toHaveTextContent('China');
    await expect(canvas.getAllByRole('button', { name: /^Take photo/ })).toHaveLength(2);
  },
};

/** Submit without photos: what is missing is said under each slot, nothing is sent. */
export const ValidationErrors: Story = {
  parameters: { router: { route: '/mine/creator/take-picture' } },
  beforeEach: () => reachCreatorStep(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit application' }));
    await expect(canvas.getByText('Take a photo of your document.')).toBeVisible();
    await expect(canvas.getByText('Take a photo of your face.')).toBeVisible();
    await expect(body().queryByRole('alertdialog')).toBeNull();
    await expect(creatorApplicationLog.applications).toHaveLength(0);
  },
};

/** No camera: the capture dialog offers the file pick; a picked photo is uploaded and shown. */
export const CameraUnavailableFallback: Story = {
  parameters: { router: { route: '/mine/creator/take-picture' } },
  beforeEach: () => reachCreatorStep(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(await canvas.findByRole('region', { name: 'Photo of your Passport' })).getByRole('button', {
        name: /Take photo/,
      }),
    );
    const dialog = await body().findByRole('dialog');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('The camera is not available');
    const input = within(dialog).getByLabelText('Photo file (JPG, PNG or GIF)');
    await expect(input).toHaveAttribute('capture', 'environment');
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'id.jpg', { type: 'image/jpeg' });
    await userEvent.upload(input, file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this photo' }));
    await expect(await canvas.findByText('Photo added')).toBeVisible();
    await expect(creatorApplicationLog.uploads).toBe(1);
  },
};

/** Both photos there; submit asks for confirmation. */
export const Confirm: Story = {
  parameters: { router: { route: '/mine/creator/take-picture' } },
  beforeEach: () => {
    reachCreatorStep(3);
    setCreatorPhoto('id', taken('00000000-0000-4000-9000-000000000001', 1));
    setCreatorPhoto('face', taken('00000000-0000-4000-9000-000000000002', 2));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByText('Photo added')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit application' }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Submit your application?');
  },
};

const submitFilled = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Submit application' }));
  const dialog = await body().findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: /^Submit$/ }));
};

const filled = () => {
  reachCreatorStep(3);
  setCreatorPhoto('id', taken('00000000-0000-4000-9000-000000000001', 1));
  setCreatorPhoto('face', taken('00000000-0000-4000-9000-000000000002', 2));
};

/** Submitted, the server still answering: the confirm is busy. */
export const Submitting: Story = {
  parameters: {
    router: { route: '/mine/creator/take-picture' },
    msw: { handlers: { applyCreator: applyCreatorHandlers.submitting } },
  },
  beforeEach: filled,
  play: async ({ canvasElement }) => {
    await submitFilled(canvasElement);
    await waitFor(() => expect(creatorApplicationLog.applications).toHaveLength(1));
    await expect(creatorApplicationLog.applications[0]).toEqual({
      identify: 1,
      country: 'CN',
      url: '00000000-0000-4000-9000-000000000001,00000000-0000-4000-9000-000000000002',
    });
    await expect(location()).toHaveTextContent('/en/mine/creator/take-picture');
  },
};

/** Approved at once (auto review): the success dialog, then mine home. */
export const Success: Story = {
  parameters: { router: { route: '/mine/creator/take-picture' } },
  beforeEach: filled,
  play: async ({ canvasElement }) => {
    await submitFilled(canvasElement);
    await waitFor(() => expect(body().getByRole('alertdialog')).toHaveTextContent('Application sent'));
    await expect(body().getByRole('alertdialog')).toHaveTextContent('You are now a creator.');
    await waitFor(() => expect(location()).toHaveTextContent(/\/en\/mine$/));
  },
};

/** The server refuses: the failure dialog with its message; closing it goes to mine home. */
export const Failure: Story = {
  parameters: {
    router: { route: '/mine/creator/take-picture' },
    msw: { handlers: { applyCreator: applyCreatorHandlers.refused } },
  },
  beforeEach: filled,
  play: async ({ canvasElement }) => {
    await submitFilled(canvasElement);
    await waitFor(() => expect(body().getByRole('alertdialog')).toHaveTextContent('Submission failed'));
    const dialog = body().getByRole('alertdialog');
    await expect(dialog).toHaveTextContent(MOCK_CREATOR_ERRORS.alreadyPending);
    await userEvent.click(within(dialog).getAllByRole('button')[0]!);
    await waitFor(() => expect(location()).toHaveTextContent(/\/en\/mine$/));
  },
};

/** A photo the server refuses: its message under the slot. */
export const UploadRefused: Story = {
  parameters: {
    router: { route: '/mine/creator/take-picture' },
    msw: { handlers: { uploadDocument: uploadDocumentHandlers.refused } },
  },
  beforeEach: () => reachCreatorStep(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(await canvas.findByRole('region', { name: 'Photo of your face' })).getByRole('button', {
        name: /Take photo/,
      }),
    );
    const dialog = await body().findByRole('dialog');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Photo file (JPG, PNG or GIF)'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use this photo' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_CREATOR_ERRORS.imageType);
  },
};

/** An application waits for review: said instead of the steps. */
export const Pending: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.creatorPending } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Application under review' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Agree and continue' })).toBeNull();
  },
};

/** The last application was rejected: its reason above the agreement; applying again is open. */
export const Rejected: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.creatorRejected } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`Reason: ${MOCK_CREATOR_REJECTION}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agree and continue' })).toBeEnabled();
  },
};

/** Arabic, right to left: the agreement step mirrored. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[role="region"]')).not.toBeNull());
    await expect(canvasElement.querySelector('[data-testid="story-root"]')).toHaveAttribute('dir', 'rtl');
  },
};

/** Arabic step 3 with its validation messages. */
export const RtlTakePicture: Story = {
  globals: { locale: 'ar' },
  parameters: { router: { route: '/mine/creator/take-picture' } },
  beforeEach: () => reachCreatorStep(3),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'إرسال الطلب' }));
    await expect(canvas.getByText('التقط صورة لوثيقتك.')).toBeVisible();
  },
};
