import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  CONTROL_INPUT_CLASSES,
  controlBoxClasses,
  FormField,
} from '../../../../src/components/atoms/form-field/form-field.tsx';

const meta = {
  title: 'Atoms/FormField',
  component: FormField,
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Website',
    hint: 'Your own site, shown on your profile.',
    // Any control can sit in the slot; it wires itself with the ids it is given.
    children: (control) => (
      <div className={controlBoxClasses(control.invalid)}>
        <input
          id={control.id}
          aria-describedby={control.describedBy}
          aria-invalid={control.invalid || undefined}
          className={CONTROL_INPUT_CLASSES}
        />
      </div>
    ),
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Website' });
    await expect(input).toHaveAccessibleDescription('Your own site, shown on your profile.');
  },
};
export const Required: Story = { args: { required: true } };
export const Error: Story = {
  args: { error: 'Enter a full address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Website' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a full address.');
  },
};
export const Rtl: Story = { globals: { locale: 'ar' }, args: { label: 'الموقع', required: true } };
