import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_CARD_FIELDS } from '../../../../src/components/molecules/card-fields/card-fields.logic.ts';
import { SandboxCardFields } from '../../../../src/components/molecules/card-fields/sandbox-card-fields.tsx';

const meta = {
  title: 'Molecules/SandboxCardFields',
  component: SandboxCardFields,
  args: { values: EMPTY_CARD_FIELDS, onChange: fn() },
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <div className="max-w-md p-6">
        <SandboxCardFields
          {...args}
          values={values}
          onChange={(next) => {
            setValues(next);
            args.onChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof SandboxCardFields>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The sandbox's card fields: one "Card details" box (the number above the expiry and the CVC, as
 * Stripe's element), the test card's note, the number grouped by four as it is typed, the
 * expiry's slash added, the CVC digits only; each field named for autofill and assistive tech.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('4242 4242 4242 4242');
    const box = canvas.getByRole('group', { name: 'Card details' });
    await expect(within(box).getAllByRole('textbox')).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: 'Security code (CVC)' })).toHaveAccessibleDescription(
      'The 3 or 4 digits on the card',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '4242424242424242');
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveValue('4242 4242 4242 4242');
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry/ }), '1230');
    await expect(canvas.getByRole('textbox', { name: /Expiry/ })).toHaveValue('12/30');
    await userEvent.type(canvas.getByRole('textbox', { name: /Security code/ }), '1a23');
    await expect(canvas.getByRole('textbox', { name: /Security code/ })).toHaveValue('123');
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveAttribute(
      'autocomplete',
      'cc-number',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      number: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
    });
  },
};

/** The card refused (info.invalidCard): every field marked invalid. */
export const Invalid: Story = {
  args: { values: { number: '4242 4242 4242 4241', expiry: '12/30', cvc: '123' }, invalid: true },
  play: async ({ canvasElement }) => {
    for (const field of within(canvasElement).getAllByRole('textbox')) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

/** Arabic: labels mirrored, the digits typed left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const [number] = within(canvasElement).getAllByRole('textbox');
    await expect(getComputedStyle(number!).direction).toBe('ltr');
  },
};
