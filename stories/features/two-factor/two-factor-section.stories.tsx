/**
 * A member's two-factor authentication (issue 26), one story per state: loading, error, off,
 * enrolling (QR code, key, first code), the recovery codes shown once, on (new codes, turn off),
 * a refused code, and Arabic.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TwoFactorSection } from '../../../src/features/two-factor/two-factor-section.tsx';
import { userInfoHandlers } from '../../../src/mocks/handlers-user.ts';
import {
  MOCK_TOTP,
  MOCK_TWO_FACTOR_ERRORS,
  twoFactorHandlers,
  twoFactorStatusHandlers,
} from '../../../src/mocks/handlers-two-factor.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const meta = {
  title: 'Features/TwoFactor/TwoFactorSection',
  component: TwoFactorSection,
  parameters: { msw: { handlers: { ...twoFactorHandlers, userInfo: userInfoHandlers.member } } },
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
} satisfies Meta<typeof TwoFactorSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('textbox', { name: /^Authentication code/ });

/** Turns enrolment on and waits for its QR code and key. */
async function startEnrolment(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'Turn on' }));
  await canvas.findByRole('img', { name: 'QR code to scan with an authenticator app' });
}

/** Off: what it does, and Turn on. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await expect(await canvas.findByText('Off')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn on' })).toBeEnabled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Turning on: the QR code, the key in groups of four to type by hand, the first code. */
export const Enrolling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startEnrolment(canvas);
    await expect(canvas.getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await expect(await codeField(canvas)).toHaveAccessibleDescription(
      'The 6-digit code your authenticator app shows now.',
    );
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** A wrong first code: the server's refusal under the form; still enrolling. */
export const EnrolCodeRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startEnrolment(canvas);
    await userEvent.type(await codeField(canvas), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and turn on' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_TWO_FACTOR_ERRORS.codeWrong);
  },
};

/** The first code confirms it: the ten recovery codes, shown once, to copy or download. */
export const RecoveryCodes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startEnrolment(canvas);
    await userEvent.type(await codeField(canvas), MOCK_TOTP.code);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm and turn on' }));
    const list = await canvas.findByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(list).toHaveTextContent(MOCK_TOTP.recoveryCodes[0]);
    await expect(canvas.getByRole('button', { name: 'Copy codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download as a text file' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I have saved them' })).toBeVisible();
  },
};

/** On: the recovery codes left, new codes for a current code, turning off. */
export const On: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.on } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('7 recovery codes left')).toBeVisible();
    await expect(canvas.getByText('On')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Get new recovery codes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Turn off' })).toBeVisible();
  },
};

/** New recovery codes for a current code: shown once, like the first ones. */
export const NewRecoveryCodes: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.on } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [renewField] = await canvas.findAllByRole('textbox', { name: /^Authentication code/ });
    await userEvent.type(renewField!, MOCK_TOTP.code);
    await userEvent.click(canvas.getByRole('button', { name: 'Get new recovery codes' }));
    const list = await canvas.findByRole('list', { name: 'Recovery codes' });
    await expect(list).toHaveTextContent(MOCK_TOTP.recoveryCodes[9]);
  },
};

/** Turning off with a wrong code is refused, with the server's words. */
export const TurnOffRefused: Story = {
  parameters: { msw: { handlers: { twoFactor: twoFactorStatusHandlers.on } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fields = await canvas.findAllByRole('textbox', { name: /^Authentication code/ });
    await userEvent.type(fields[1]!, '999999');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(MOCK_TWO_FACTOR_ERRORS.codeWrong),
    );
  },
};

/** Arabic, right to left, while enrolling: the key and the codes stay left to right. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'تفعيل' }));
    await expect(await canvas.findByTestId('two-factor-secret')).toHaveAttribute('dir', 'ltr');
  },
};
