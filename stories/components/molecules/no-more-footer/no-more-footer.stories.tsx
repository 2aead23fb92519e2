import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoMoreFooter } from '../../../../src/components/molecules/no-more-footer/no-more-footer.tsx';

const meta = { title: 'Molecules/NoMoreFooter', component: NoMoreFooter } satisfies Meta<typeof NoMoreFooter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Rtl: Story = { globals: { locale: 'ar' } };
