/**
 * New terms of service (issue 22): a member whose record names an older version is asked, at their
 * next visit, to read and accept the version in force; the dialog stays until they accept (recorded
 * by user/acceptTerms) or log out. Esc does not dismiss it.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LEGAL_VERSIONS } from '../../../src/contract/legal-texts.ts';
import { useTermsUpdatePrompt } from '../../../src/features/terms-update/use-terms-update-prompt.tsx';
import {
  acceptedTermsLog,
  acceptTermsHandlers,
  resetUserCallLog,
  userInfoHandlers,
} from '../../../src/mocks/handlers-user.ts';
import { sessionStoryReset, signInForStory, WithShellOverlays } from '../../support/session.tsx';

const logOut = fn();

function TermsUpdatePrompt() {
  useTermsUpdatePrompt(logOut);
  return (
    <WithShellOverlays>
      <h1>Home</h1>
    </WithShellOverlays>
  );
}

const meta = {
  title: 'Features/TermsUpdate',
  component: TermsUpdatePrompt,
  parameters: {
    msw: { handlers: { userInfo: userInfoHandlers.oldTerms, acceptTerms: acceptTermsHandlers.default } },
  },
  beforeEach: () => {
    logOut.mockReset();
    resetUserCallLog();
    signInForStory();
    return sessionStoryReset();
  },
} satisfies Meta<typeof TermsUpdatePrompt>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () =>
  within(document.body).findByRole('dialog', { name: 'We have updated our Terms of Service' });

/** Asked: the new terms in full, Accept and Log out; Esc leaves it open. */
export const Open: Story = {
  play: async () => {
    const asked = within(await dialog());
    const firstPart = await asked.findByRole('heading', { level: 2, name: 'Who we are' });
    // Visible once the dialog has faded in.
    await waitFor(() => expect(firstPart).toBeVisible());
    await expect(asked.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(await dialog()).toBeVisible();
  },
};

/** Accept records the version in force and the dialog goes. */
export const Accept: Story = {
  play: async () => {
    const asked = within(await dialog());
    await userEvent.click(asked.getByRole('button', { name: 'Accept and continue' }));
    await waitFor(() => expect(acceptedTermsLog).toEqual([LEGAL_VERSIONS.tos]));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** Log out instead: nothing is recorded. */
export const LogOut: Story = {
  play: async () => {
    const asked = within(await dialog());
    await userEvent.click(asked.getByRole('button', { name: 'Log out' }));
    await expect(logOut).toHaveBeenCalledOnce();
    await expect(acceptedTermsLog).toEqual([]);
  },
};

/** The answer could not be saved: said in the dialog, which stays. */
export const AcceptFails: Story = {
  parameters: { msw: { handlers: { acceptTerms: acceptTermsHandlers.error } } },
  play: async () => {
    const asked = within(await dialog());
    await userEvent.click(asked.getByRole('button', { name: 'Accept and continue' }));
    await expect(await asked.findByRole('alert')).toBeVisible();
    await expect(await dialog()).toBeVisible();
  },
};

/** A member on the version in force is not asked. */
export const UpToDate: Story = {
  parameters: { msw: { handlers: { userInfo: userInfoHandlers.member } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Home' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
