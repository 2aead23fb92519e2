import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatContactRow } from '../../../../src/components/molecules/chat-contact-row/chat-contact-row.tsx';
import { MOCK_NOW_SECONDS } from '../../../../src/mocks/factories.ts';
import { mockAvatar } from '../../../../src/mocks/images.ts';

const NOW = MOCK_NOW_SECONDS * 1000;

const meta = {
  title: 'Molecules/ChatContactRow',
  component: ChatContactRow,
  args: {
    contact: {
      uuid: 'u-1',
      name: 'Mira Lens',
      avatar: mockAvatar('Mira Lens', 2),
      last: {
        content: 'The prints are ready!',
        contentType: 'text',
        self: false,
        timestamp: NOW - 5 * 60_000,
      },
      unread: 0,
    },
    href: '/en/message/u-1',
    now: NOW,
  },
  decorators: [
    (Story) => (
      <ul className="max-w-sm">
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof ChatContactRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Read: their newest message and its time (today's as a time). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/en/message/u-1');
    await expect(link).toHaveTextContent('The prints are ready!');
    await expect(link).not.toHaveTextContent('unread');
  },
};

/** Unread: the count on a badge, read out in full. */
export const Unread: Story = {
  args: { contact: { ...meta.args.contact, unread: 4 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('4 unread messages');
  },
};

/** The viewer's own photo, from an earlier day: "You: Photo" and the date. */
export const OwnPhoto: Story = {
  args: {
    contact: {
      ...meta.args.contact,
      last: {
        content: 'uploads/x/blur.webp',
        contentType: 'photos',
        self: true,
        timestamp: NOW - 3 * 86_400_000,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('You: Photo');
  },
};

/** The room open beside the list. */
export const Selected: Story = {
  args: { selected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('aria-current', 'page');
  },
};

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    contact: {
      ...meta.args.contact,
      name: 'ليلى',
      last: { content: 'أراك غدًا', contentType: 'text', self: true, timestamp: NOW },
      unread: 2,
    },
  },
};

/** A paid message as the newest (issue 25): its price, not its caption. */
export const PaidMessage: Story = {
  args: {
    contact: {
      uuid: 'u-1',
      name: 'Mira Lens',
      avatar: mockAvatar('Mira Lens', 2),
      last: {
        content: 'Three from the rooftop shoot',
        contentType: 'paid',
        price: 9.99,
        self: false,
        timestamp: NOW - 5 * 60_000,
      },
      unread: 1,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveTextContent('Paid message: $9.99');
  },
};
