/**
 * Where focus goes around a dialog (WCAG 2.4.3, issue 22; src/components/organisms/modal/
 * return-focus.ts): back to what opened it, to the page's heading when that is gone, to the new
 * content's heading when the content changes under it. A dialog that gives way to another (the plans
 * dialog's Buy opening the payment dialog) is played in the real app: tests/e2e/keyboard-focus.spec.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../../src/components/atoms/button/button.tsx';
import { Modal } from '../../../../src/components/organisms/modal/modal.tsx';
import { body } from '../../../support/dialog-opener.tsx';

/** A page with its heading; its Log in button goes once used, as the real one does after a login. */
function OpenerGoes() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <main className="p-6">
      <h1 className="text-xl font-bold">Me</h1>
      {done ? <p>Signed in</p> : <Button onClick={() => setOpen(true)}>Log in</Button>}
      <Modal open={open} onClose={() => setOpen(false)} title="Log in or sign up">
        <Button
          onClick={() => {
            setDone(true);
            setOpen(false);
          }}
        >
          Finish
        </Button>
      </Modal>
    </main>
  );
}

/** A list of plans; choosing one shows its detail in its place, under a new title. */
function ContentChanges() {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <main className="p-6">
      <h1 className="text-xl font-bold">Noor Studio</h1>
      <Button onClick={() => setOpen(true)}>View plans</Button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          setChosen(null);
        }}
        title={chosen ? 'Plan details' : 'Subscribe to Noor Studio'}
      >
        {chosen ? (
          <p>{chosen}: 30 days of access</p>
        ) : (
          <div className="flex flex-col gap-2">
            {['Supporter', 'Inner circle'].map((plan) => (
              <Button key={plan} variant="secondary" onClick={() => setChosen(plan)}>
                {plan}
              </Button>
            ))}
          </div>
        )}
      </Modal>
    </main>
  );
}

const meta = {
  title: 'Organisms/Modal/Focus',
  component: Modal,
  args: { open: false, onClose: () => undefined, title: '' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

const focused = () => document.activeElement;

/** The element that opened the dialog is gone when it closes: focus goes to the page's heading. */
export const OpenerGoneFocusesHeading: Story = {
  render: () => <OpenerGoes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Log in' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Log in or sign up' });
    await waitFor(() => expect(dialog.contains(focused())).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused()).toBe(canvas.getByRole('heading', { level: 1, name: 'Me' })));
  },
};

/**
 * A plan chosen in the list: the button that had focus gives way to the plan's detail, and focus
 * goes to the dialog's new title rather than to <body>; Esc then gives it back to View plans.
 */
export const ContentChangeFocusesTitle: Story = {
  render: () => <ContentChanges />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'View plans' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body().findByRole('dialog', { name: 'Subscribe to Noor Studio' });
    const supporter = within(dialog).getByRole('button', { name: 'Supporter' });
    supporter.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(focused()).toBe(within(dialog).getByRole('heading', { name: 'Plan details' })),
    );
    await expect(dialog).toHaveAccessibleName('Plan details');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(focused()).toBe(opener));
  },
};
