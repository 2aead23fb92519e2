/**
 * The admin's operators page (issue 23): adding an operator (their one-time password shown once),
 * each operator's access (authenticator, last sign-in, disabled), resetting an authenticator and
 * disabling with a reason for the audit log, never oneself; each load state, and Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  MOCK_OPERATOR_PASSWORD,
  opsAdminHandlers,
  resetOpsAdmin,
} from '../../../src/mocks/handlers-ops-admin.ts';
import { makeOperator } from '../../../src/mocks/handlers-ops-sign-in.ts';
import { MOCK_SERVER_ERROR } from '../../../src/mocks/mock-errors.ts';
import { OperatorContext } from '../../../src/screens/ops/ops-console/operator-context.ts';
import { OpsOperatorsScreen } from '../../../src/screens/ops/operators/ops-operators-screen.tsx';

const meta = {
  title: 'Screens/Ops/Operators',
  component: OpsOperatorsScreen,
  parameters: {
    router: { route: '/ops/operators' },
    viewport: { defaultViewport: 'desktop1170' },
    msw: { handlers: opsAdminHandlers.loaded },
  },
  decorators: [
    (Story) => (
      <OperatorContext value={makeOperator('admin')}>
        <Story />
      </OperatorContext>
    ),
  ],
  beforeEach: () => resetOpsAdmin(),
} satisfies Meta<typeof OpsOperatorsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every operator: active first, a disabled one last; no access change for oneself. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
    const items = await canvas.findAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(items[0]!).getByText('You')).toBeVisible();
    await expect(within(items[0]!).queryByRole('button', { name: 'Change access' })).toBeNull();
    await expect(within(items[3]!).getByText(/Sets up an authenticator at their next login/)).toBeVisible();
    await expect(within(items[4]!).getByText(/Disabled/)).toBeVisible();
  },
};

/** A new operator: the one-time password is shown with a way to copy it. */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await userEvent.type(canvas.getByLabelText('Email'), 'nadia@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add operator' }));
    await expect(await canvas.findByText(MOCK_OPERATOR_PASSWORD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy password' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(6));
  },
};

/** The email is taken: the server's words under the form. */
export const EmailTaken: Story = {
  parameters: { msw: { handlers: opsAdminHandlers.emailTaken } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('listitem');
    await userEvent.type(canvas.getByLabelText('Email'), 'finance@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Add operator' }));
    await expect(await canvas.findByText('An operator with this email already exists.')).toBeVisible();
  },
};

/** Disabling needs a reason; then the list says so. */
export const Disable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByRole('listitem');
    await userEvent.click(within(items[2]!).getByRole('button', { name: 'Change access' }));
    await userEvent.click(within(items[2]!).getByRole('button', { name: 'Disable operator' }));
    await expect(await within(items[2]!).findByText('Say why: it goes on the record.')).toBeVisible();
    await userEvent.type(within(items[2]!).getByLabelText('Reason (for the audit log)'), 'Left the team');
    await userEvent.click(within(items[2]!).getByRole('button', { name: 'Disable operator' }));
    await expect(await canvas.findByText('moderator@example.com is disabled and logged out.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: opsAdminHandlers.loading } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: opsAdminHandlers.error } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(MOCK_SERVER_ERROR)).toBeVisible();
  },
};

/** At 375 px the form's fields stack. */
export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(5);
  },
};

/** Arabic, mirrored: emails keep their own order. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByText('finance@example.com')).toHaveAttribute('dir', 'ltr');
  },
};
