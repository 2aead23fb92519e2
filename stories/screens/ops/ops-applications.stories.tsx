/**
 * The console's creator applications queue (issue 23): the Pending, Approved and Refused tabs,
 * an application opened beside the list (the applicant, the document and its country, both
 * photos side by side, stacked on a phone), approving, refusing with a reason the form requires,
 * a decision another reviewer made first, and each load state; Arabic mirrored.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  opsApplicationsHandlers,
  resetOpsApplications,
} from '../../../src/mocks/handlers-ops-applications.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { OpsApplicationsScreen } from '../../../src/screens/ops/applications/ops-applications-screen.tsx';

const meta = {
  title: 'Screens/Ops/Applications',
  component: OpsApplicationsScreen,
  parameters: {
    router: { route: '/ops/applications' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: opsApplicationsHandlers.loaded },
  },
  beforeEach: () => resetOpsApplications(),
} satisfies Meta<typeof OpsApplicationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens the application whose summary holds `text`. */
const open = async (canvas: Canvas, text: RegExp) =>
  userEvent.click(await canvas.findByRole('button', { name: text }));

/** The pending applications, the longest waiting first, none opened yet. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Creator applications' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    const summaries = await canvas.findAllByRole('button', { name: /@/ });
    await expect(summaries).toHaveLength(3);
    await expect(summaries[0]).toHaveTextContent('Lina Paints');
    await expect(summaries[0]).toHaveTextContent('ID card · Brazil');
    await expect(summaries[0]).toHaveTextContent('Waiting for 2 days');
    await expect(
      canvas.getByText('Open an application from the list to check its documents and decide.'),
    ).toBeVisible();
  },
};

/** An application opened: the applicant's data and both photos side by side. */
export const ItemOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Lina Paints/);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Lina Paints' })).toBeVisible();
    await expect(canvas.getByText('lina@example.com')).toBeVisible();
    await expect(canvas.getByText('Brazil')).toBeVisible();
    const id = canvas.getByRole('img', { name: 'Identity document of Lina Paints' });
    const face = canvas.getByRole('img', { name: 'Photo of Lina Paints holding the document' });
    // Side by side on a wide screen: the same row.
    await expect(Math.abs(id.getBoundingClientRect().top - face.getBoundingClientRect().top)).toBeLessThan(2);
    await userEvent.click(id);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Approving: said, and the application moves to Approved. */
export const Approve: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Lina Paints/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve the application' }));
    await expect(await canvas.findByText('Approved. The member is now a creator.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Approve the application' })).toBeNull());
    await userEvent.click(canvas.getByRole('tab', { name: 'Approved' }));
    await expect(await canvas.findByRole('button', { name: /Lina Paints/ })).toBeVisible();
  },
};

/** Refusing needs a reason; with one, the application moves to Refused with it. */
export const RefuseWithReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Lina Paints/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Refuse' }));
    await expect(await canvas.findByText('Say why the application is refused.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/Reason for refusing/), 'The ID card photo is cut off.');
    await userEvent.click(canvas.getByRole('button', { name: 'Refuse' }));
    await expect(await canvas.findByText('Refused. The member was told why.')).toBeVisible();
    await expect(canvas.getByText('The ID card photo is cut off.')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Refused' }));
    await expect(await canvas.findByRole('button', { name: /Lina Paints/ })).toBeVisible();
  },
};

/** Another reviewer decided first: the server's message under the button. */
export const DecidedElsewhere: Story = {
  parameters: { msw: { handlers: opsApplicationsHandlers.decidedElsewhere } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Lina Paints/);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve the application' }));
    await expect(await canvas.findByText('This application has already been decided.')).toBeVisible();
  },
};

/** Nothing waits. */
export const Empty: Story = {
  parameters: { msw: { handlers: opsApplicationsHandlers.empty } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No application waits. All are decided.')).toBeVisible();
  },
};

/** The first page on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: opsApplicationsHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server cannot be reached. */
export const Error: Story = {
  parameters: { msw: { handlers: opsApplicationsHandlers.error } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** At 375 px the opened application takes the list's place, its photos stacked. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /Lina Paints/);
    const id = await canvas.findByRole('img', { name: /Identity document/ });
    const face = canvas.getByRole('img', { name: /holding the document/ });
    await expect(face.getBoundingClientRect().top).toBeGreaterThan(id.getBoundingClientRect().bottom);
    await expect(canvas.queryByRole('tab', { name: 'Pending' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the list' }));
    await expect(await canvas.findByRole('tab', { name: 'Pending' })).toBeVisible();
  },
};

/** Arabic: the console mirrored, an Arabic display name opened. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await open(canvas, /نورة تطبخ/);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'نورة تطبخ' })).toHaveAttribute(
      'dir',
      'auto',
    );
  },
};
