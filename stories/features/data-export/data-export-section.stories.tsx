/**
 * The member's data to take away (issue 26): never asked, preparing, ready with its download and
 * last day, failed (try again), expired, a refused request, loading, a failed load, Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataExportSection } from '../../../src/features/data-export/data-export-section.tsx';
import { dataExportHandlers, MOCK_EXPORT_RUNNING } from '../../../src/mocks/handlers-data-export.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Features/DataExport/DataExportSection',
  component: DataExportSection,
  parameters: { msw: { handlers: { dataExport: dataExportHandlers.none } } },
  decorators: [
    (Story) => (
      <WithShellOverlays>
        <div className="mx-auto max-w-[560px] p-4">
          <Story />
        </div>
      </WithShellOverlays>
    ),
  ],
  beforeEach: () => {
    const restore = sessionStoryReset();
    signInForStory();
    return restore;
  },
} satisfies Meta<typeof DataExportSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Never asked for: one button; asking moves it to "preparing" and says so. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request my data' }));
    await expect(await canvas.findByText(/Preparing your export/)).toBeVisible();
    // One at a time: nothing to ask for while it is prepared.
    await expect(canvas.queryByRole('button', { name: /Request/ })).toBeNull();
    await waitFor(() =>
      expect(
        body()
          .getAllByRole('status')
          .some((node) => node.textContent?.includes('Export requested')),
      ).toBe(true),
    );
  },
};

/** Being prepared: said, with when it was asked for; no button. */
export const Building: Story = {
  parameters: { msw: { handlers: { dataExport: dataExportHandlers.building } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Preparing your export \(asked for Feb 28, 2026\)/)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Ready: the size, the last day and the download; a new export may be asked for. */
export const Ready: Story = {
  parameters: { msw: { handlers: { dataExport: dataExportHandlers.ready } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your export is ready (2.5 GB). You can download it until March 7, 2026.'),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Download ZIP' });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/media\/x\//));
    await expect(canvas.getByRole('button', { name: 'Request a new export' })).toBeVisible();
  },
};

/** The last one failed: said, with a way to try again. */
export const Failed: Story = {
  parameters: { msw: { handlers: { dataExport: dataExportHandlers.failed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We couldn’t prepare your export');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(/Preparing your export/)).toBeVisible();
  },
};

/** The last one expired and was removed. */
export const Expired: Story = {
  parameters: { msw: { handlers: { dataExport: dataExportHandlers.expired } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/expired on February 17, 2026/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request a new export' })).toBeVisible();
  },
};

/** The server refuses (one is already being prepared): its words in a failure popup. */
export const Refused: Story = {
  parameters: { msw: { handlers: { dataExport: dataExportHandlers.refused } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request my data' }));
    await waitFor(() => expect(body().getAllByRole('alert').at(-1)).toHaveTextContent(MOCK_EXPORT_RUNNING));
  },
};

/** The state on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: { dataExport: dataExportHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The state cannot be loaded: the failure with a way to ask again. */
export const Error: Story = {
  parameters: { msw: { handlers: { dataExport: dataExportHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** Arabic, ready: mirrored, the date and size in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { dataExport: dataExportHandlers.ready } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'تنزيل ZIP' })).toBeVisible();
    await expect(document.querySelector('[dir="rtl"]')).not.toBeNull();
  },
};
