/**
 * The report dialog with its calls (spec §2, §5, §8): the reasons from user/reportreason, a reason
 * and a description required, user/report, then title.reportSuccess; a refusal stays in the dialog.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components/atoms/button/button.tsx';
import {
  ReportUserDialog,
  type ReportTarget,
} from '../../../src/features/report-user/report-user-dialog.tsx';
import { MOCK_REPORT_REASONS } from '../../../src/mocks/factories-discovery.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/handlers.ts';
import {
  moderationCallLog,
  moderationHandlers,
  reportHandlers,
  reportReasonHandlers,
  resetModerationCallLog,
} from '../../../src/mocks/handlers-discovery-moderation.ts';
import { body } from '../../support/dialog-opener.tsx';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const TARGET: ReportTarget = {
  uuid: '00000000-0000-4000-8000-0000000f4244',
  name: 'Mira Lens',
  articleId: 1001,
};

/** A screen's Report button, opening the dialog as the creator page and the post detail do. */
function ReportOpener({ target }: { target: ReportTarget }) {
  const [open, setOpen] = useState(false);
  return (
    <WithShellOverlays>
      <div className="p-6">
        <Button onClick={() => setOpen(true)}>Report</Button>
        {open ? <ReportUserDialog target={target} open onClose={() => setOpen(false)} /> : null}
      </div>
    </WithShellOverlays>
  );
}

const meta = {
  title: 'Features/ReportUserDialog',
  component: ReportOpener,
  args: { target: TARGET },
  parameters: { msw: { handlers: moderationHandlers } },
  beforeEach: () => {
    resetModerationCallLog();
    signInForStory();
    return sessionStoryReset();
  },
} satisfies Meta<typeof ReportOpener>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
  return within(await body().findByRole('dialog', { name: 'Report Mira Lens' }));
}

/** The server's reasons, in its order. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const reasons = await dialog.findAllByRole('radio');
    await expect(reasons.map((radio) => radio.closest('label')?.textContent)).toEqual([
      ...MOCK_REPORT_REASONS,
    ]);
  },
};

/** Without a description nothing is sent; with one, the report names the reason by its index. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('radio', { name: 'Copyright infringement' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(dialog.getByRole('textbox', { name: /What happened/ })).toHaveAccessibleDescription(
      'Describe what happened.',
    );
    await expect(moderationCallLog.reports).toEqual([]);
    await userEvent.type(dialog.getByRole('textbox', { name: /What happened/ }), 'These are my photos.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(moderationCallLog.reports).toEqual([
      { uuid: TARGET.uuid, type: 4, reason: 'These are my photos.', article_id: 1001 },
    ]);
    await waitFor(() => expect(body().getByText('Thanks, your report was sent')).toBeVisible());
  },
};

/** The server refuses: its message in the dialog, which stays open with what was written. */
export const Refused: Story = {
  parameters: { msw: { handlers: { report: reportHandlers.error } } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByRole('radio', { name: 'Spam or misleading' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /What happened/ }), 'Spam links');
    await userEvent.click(dialog.getByRole('button', { name: 'Send report' }));
    await expect(await dialog.findByText(MOCK_SERVER_ERROR)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /What happened/ })).toHaveValue('Spam links');
  },
};

/** The reasons could not be loaded: Reload asks again. */
export const ReasonsFailed: Story = {
  parameters: { msw: { handlers: { reportReasons: reportReasonHandlers.error } } },
  play: async ({ canvasElement, msw }) => {
    const dialog = await openDialog(canvasElement);
    const reload = await dialog.findByRole('button', { name: 'Reload' });
    msw.use(reportReasonHandlers.default);
    await userEvent.click(reload);
    await expect(await dialog.findAllByRole('radio')).toHaveLength(MOCK_REPORT_REASONS.length);
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Report' }));
    await expect(await within(await body().findByRole('dialog')).findAllByRole('radio')).toHaveLength(
      MOCK_REPORT_REASONS.length,
    );
  },
};
