/**
 * A legal text (src/contract/legal-texts.ts) as the legal pages and dialogs show it: title, date in
 * force, summary, a table of contents whose entries move focus to their part, then the parts with
 * their paragraphs, lists, links and tables (a wide table scrolls inside its frame on a phone).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import cookiePolicy from '../../../../public/legal/cp/2026-12-01/en.json';
import { LegalDocument } from '../../../../src/components/organisms/legal-document/legal-document.tsx';
import { legalTextSchema } from '../../../../src/contract/legal-text-schema.ts';

const values = {
  operatorName: 'FanVault Demo Operator',
  operatorAddress: '1 Example Street, 10115 Berlin, Germany',
  contactEmail: 'support@fanvault.example',
  siteName: 'FanVault',
  siteUrl: 'https://fanvault.example',
};

const meta = {
  title: 'Organisms/LegalDocument',
  component: LegalDocument,
  args: { text: legalTextSchema.parse(cookiePolicy), values },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LegalDocument>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cookie policy: every cookie in a table, the operator and site written in. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
    await expect(canvas.getByText(/In effect since December 1, 2026/)).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(/\{(siteName|siteUrl|operatorName|contactEmail)\}/);
    await expect(canvasElement).toHaveTextContent('https://fanvault.example');
    const table = canvas.getByRole('table');
    await expect(within(table).getByRole('cell', { name: 'fv_media' })).toBeVisible();
    // The table of contents: one entry per part; an entry moves focus to its heading.
    const contents = within(canvas.getByRole('navigation', { name: 'Contents' }));
    await expect(contents.getAllByRole('link')).toHaveLength(cookiePolicy.parts.length);
    await userEvent.click(contents.getByRole('link', { name: 'Changes and contact' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Changes and contact' })).toHaveFocus();
  },
};

/** In a dialog the dialog's title names the text: no h1 of its own. */
export const InDialog: Story = {
  args: { showTitle: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};

/** At 375 px the cookie table scrolls inside its frame, a tab stop for the keyboard. */
export const Phone: Story = {
  parameters: { viewport: { defaultViewport: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByRole('region', { name: 'The cookies and storage we use' });
    await expect(frame).toHaveAttribute('tabindex', '0');
    await expect(frame.scrollWidth).toBeGreaterThan(frame.clientWidth);
  },
};
