/**
 * The console's leak tracer (issue 26, moderators and admins): the operator picks a leaked copy of
 * an image and traces it; the answer names the member and the post (links into the console), the
 * mark's strength and the copy's scale, or says no mark was found. A file the form or the server
 * refuses is said so; each state, the keyboard, 375 px and Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_NOT_IMAGE, opsLeaksHandlers } from '../../../src/mocks/handlers-ops-leaks.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { OpsLeaksScreen } from '../../../src/screens/ops/leaks/ops-leaks-screen.tsx';

const meta = {
  title: 'Screens/Ops/Leaks',
  component: OpsLeaksScreen,
  parameters: {
    router: { route: '/ops/leaks' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: opsLeaksHandlers.found },
  },
} satisfies Meta<typeof OpsLeaksScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const picture = (name = 'leak.jpg', type = 'image/jpeg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

/** Picks `file` in the form and sends it (any file, as "All files" in the browser's picker allows). */
async function trace(canvas: Canvas, file: File = picture()) {
  await userEvent.setup({ applyAccept: false }).upload(await canvas.findByLabelText(/^Leaked image/), file);
  await userEvent.click(canvas.getByRole('button', { name: 'Trace' }));
}

/** Nothing picked yet: the form and what the page does. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Leak tracing' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Leaked image/)).toHaveAttribute('type', 'file');
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Result' })).toBeNull();
  },
};

/** A mark found: the member and the post as links into the console, strength and scale. */
export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await trace(canvas);
    await expect(await canvas.findByRole('heading', { name: 'Result' })).toBeVisible();
    await expect(canvas.getByText(/A mark was found in .leak\.jpg./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '@nightowl' })).toHaveAttribute(
      'href',
      '/en/ops/members?member=4321',
    );
    await expect(
      canvas.getByRole('link', { name: /^“\u2068Golden hour on the cliffs\u2069” by \u2068@marisol\u2069$/ }),
    ).toHaveAttribute('href', '/en/ops/members?member=17');
    await expect(canvas.getByText('(post 8765)')).toBeVisible();
    await expect(canvas.getByText('11.8 (a mark is found from 6.5)')).toBeVisible();
    await expect(canvas.getByText('50% of the served picture')).toBeVisible();
  },
};

/** The member deleted their account and the post is gone: the ids the mark holds, no links. */
export const DeletedViewerAndPost: Story = {
  parameters: { msw: { handlers: opsLeaksHandlers.deleted } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await trace(canvas);
    await expect(await canvas.findByText('Member 4321: the account no longer exists')).toBeVisible();
    await expect(canvas.getByText('Post 8765: it no longer exists')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('130% of the served picture')).toBeVisible();
  },
};

/** The copy holds no mark. */
export const NotFound: Story = {
  parameters: { msw: { handlers: opsLeaksHandlers.notFound } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await trace(canvas, picture('holiday.png', 'image/png'));
    await expect(canvas.getByText('holiday.png')).toBeVisible();
    await expect(await canvas.findByText(/No mark found in .holiday\.png./)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A file that is no image is refused before it is sent. */
export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await trace(canvas, picture('contract.pdf', 'application/pdf'));
    await expect(
      await canvas.findByText('contract.pdf is not a JPEG, PNG, WebP, GIF, AVIF or TIFF image.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Leaked image/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A picture over 20 MB is refused before it is sent. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await trace(canvas, picture('huge.jpg', 'image/jpeg', 20 * 1024 * 1024 + 1));
    await expect(
      await canvas.findByText('huge.jpg is larger than the 20 MB the tracer reads.'),
    ).toBeVisible();
  },
};

/** Trace without a file: asked for one. */
export const NoFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Trace' }));
    await expect(await canvas.findByText('Choose an image file to trace.')).toBeVisible();
  },
};

/** The server cannot read the bytes as an image: its message, in an alert. */
export const RefusedByServer: Story = {
  parameters: { msw: { handlers: opsLeaksHandlers.refused } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await trace(canvas, picture('renamed.jpg'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_NOT_IMAGE);
  },
};

/** The trace on its way: the button busy, said in a status line. */
export const Loading: Story = {
  parameters: { msw: { handlers: opsLeaksHandlers.loading } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await trace(canvas);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Reading the mark…');
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached. */
export const Error: Story = {
  parameters: { msw: { handlers: opsLeaksHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await trace(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR);
  },
};

/**
 * The keyboard alone: Tab to the file, pick it, Tab to Trace, Enter; the result's heading takes the
 * focus, and the next Tab reaches the member.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Leaked image/);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.upload(input, picture());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Trace' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Result' })).toHaveFocus());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '@nightowl' })).toHaveFocus();
  },
};

/** At 375 px the result's names sit over their values. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await trace(canvas);
    await canvas.findByRole('heading', { name: 'Result' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Arabic, right to left: a found mark, the file name and names kept in their own direction. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(await canvas.findByLabelText(/./, { selector: 'input[type="file"]' }), picture());
    await userEvent.click(canvas.getByRole('button'));
    await expect(await canvas.findByRole('link', { name: '@nightowl' })).toBeVisible();
  },
};
