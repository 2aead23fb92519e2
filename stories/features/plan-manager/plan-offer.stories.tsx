/**
 * A plan's offer in the plan management dialog (issue 25): the form of a new offer with the price
 * fans will pay, its inline errors (a percentage outside 5..90, one that leaves less than the lowest
 * plan price, no last day), the server's refusal, a running offer ended early, and Arabic. The
 * mocked server keeps nothing: after a change the story swaps in the list of the state that follows.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DialogHost } from '../../../src/components/organisms/dialog-host/dialog-host.tsx';
import { PopupMessage } from '../../../src/components/organisms/popup-message/popup-message.tsx';
import { PlanManagerDialog } from '../../../src/features/plan-manager/plan-manager-dialog.tsx';
import {
  myPlansWithOffer,
  offerCallLog,
  offerHandlers,
  resetOfferCallLog,
  setOfferHandlers,
} from '../../../src/mocks/handlers-offers.ts';
import { planHandlers, planListHandlers } from '../../../src/mocks/handlers-plans.ts';
import { closeAllDialogs } from '../../../src/state/dialogs.ts';
import {
  closePlanManager,
  openPlanManager,
  PLAN_VIEW,
  showPlanView,
} from '../../../src/state/plan-manager.ts';
import { dismissPopup } from '../../../src/state/popup.ts';

function PlanOfferStory({ start = 'offer' }: { start?: 'list' | 'offer' }) {
  useEffect(() => {
    openPlanManager();
    if (start === 'offer') showPlanView(PLAN_VIEW.offer, 1);
  }, [start]);
  return (
    <div className="p-6">
      <PlanManagerDialog />
      <DialogHost />
      <PopupMessage />
    </div>
  );
}

const meta = {
  title: 'Features/PlanManager/Offer',
  component: PlanOfferStory,
  parameters: {
    msw: { handlers: { ...planHandlers, ...offerHandlers, plans: planListHandlers.presetPictures } },
  },
  beforeEach: () => {
    resetOfferCallLog();
    closePlanManager();
    closeAllDialogs();
    dismissPopup();
    return () => {
      closeAllDialogs();
      closePlanManager();
    };
  },
} satisfies Meta<typeof PlanOfferStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const offerDialog = () => body().findByRole('dialog', { name: 'Offer' });
const percentField = async () => within(await offerDialog()).findByLabelText(/^Percentage off/);
/** Visible once the dialog's fade-in is over. */
const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());
const invalid = (field: HTMLElement) => waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));

/** The form: 20 % by default, the price fans will pay as it is typed, the first period chosen. */
export const Form: Story = {
  play: async () => {
    const view = within(await offerDialog());
    const percent = await percentField();
    await expect(percent).toHaveValue(20);
    await visible(view.getByText('Fans pay $3.99 instead of $4.99.'));
    await userEvent.clear(percent);
    await userEvent.type(percent, '50');
    await visible(view.getByText('Fans pay $2.49 instead of $4.99.'));
    await visible(view.getByText('Renewals cost the plan price.'));
    await userEvent.click(view.getByRole('button', { name: 'Every period' }));
    await expect(
      view.getByText('Fans who subscribe during the offer keep the offer price on every renewal.'),
    ).toBeVisible();
  },
};

/** Started: the request carries the percentage, the scope and the end of the chosen day. */
export const Started: Story = {
  play: async ({ msw }) => {
    const view = within(await offerDialog());
    const percent = await percentField();
    await userEvent.clear(percent);
    await userEvent.type(percent, '30');
    await userEvent.click(view.getByRole('button', { name: 'Every period' }));
    msw.use(myPlansWithOffer);
    await userEvent.click(view.getByRole('button', { name: 'Start offer' }));
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('Offer started'));
    await expect(offerCallLog.set).toEqual([
      expect.objectContaining({
        subscription_id: 1,
        percent: 30,
        scope: 'every',
      }),
    ]);
    const endsAt = new Date((offerCallLog.set[0]!.ends_ts as number) * 1000);
    await expect([endsAt.getHours(), endsAt.getMinutes()]).toEqual([23, 59]);
  },
};

/** The inline errors: above 90, a percentage that leaves less than $1.00, no last day. */
export const FormWithErrors: Story = {
  play: async () => {
    const view = within(await offerDialog());
    const percent = await percentField();
    await userEvent.clear(percent);
    await userEvent.type(percent, '95');
    await userEvent.click(view.getByRole('button', { name: 'Start offer' }));
    await invalid(percent);
    await visible(view.getByText('Choose a whole percentage from 5 to 90.'));
    await userEvent.clear(percent);
    await userEvent.type(percent, '80');
    await waitFor(() =>
      expect(
        view.getByText('That leaves less than $1.00, the lowest plan price. Choose a smaller percentage.'),
      ).toBeVisible(),
    );
    const endsOn = view.getByLabelText(/^Last day of the offer/);
    await userEvent.clear(endsOn);
    await userEvent.click(view.getByRole('button', { name: 'Start offer' }));
    await invalid(endsOn);
    await visible(view.getByText(/^Choose a last day from today to /));
    await expect(offerCallLog.set).toEqual([]);
  },
};

/** The server's refusal (an offer started meanwhile elsewhere) shows in the form. */
export const Refused: Story = {
  parameters: { msw: { handlers: { setOffer: setOfferHandlers.running } } },
  play: async () => {
    const view = within(await offerDialog());
    await percentField();
    await userEvent.click(view.getByRole('button', { name: 'Start offer' }));
    await expect(await view.findByRole('alert')).toHaveTextContent(
      'This plan already has an offer running. End it before making a new one.',
    );
  },
};

/** A running offer: what fans see, and End offer now; ended, the form comes back. */
export const RunningThenEnded: Story = {
  parameters: { msw: { handlers: { plans: myPlansWithOffer } } },
  play: async ({ msw }) => {
    const view = within(await offerDialog());
    await visible(await view.findByText('This plan has an offer running.'));
    await visible(view.getByText('$3.74'));
    await visible(view.getByText('First period only · Offer ends Dec 31, 2026'));
    msw.use(planListHandlers.presetPictures);
    await userEvent.click(view.getByRole('button', { name: 'End offer now' }));
    await waitFor(() => expect(body().getByRole('status')).toHaveTextContent('Offer ended'));
    await expect(offerCallLog.ended).toEqual([1]);
    await visible(await view.findByLabelText(/^Percentage off/));
  },
};

/** The list: Offer in a plan's menu opens the offer view; the plan on offer shows its prices. */
export const FromTheMenu: Story = {
  args: { start: 'list' },
  parameters: { msw: { handlers: { plans: myPlansWithOffer } } },
  play: async () => {
    const list = within(await body().findByRole('dialog', { name: 'Subscription plans' }));
    await visible(await list.findByText('25% off'));
    const [firstMenu] = await list.findAllByRole('button', { name: /^Options for / });
    await userEvent.click(firstMenu!);
    await userEvent.click(await body().findByRole('menuitem', { name: 'Offer' }));
    await expect(
      await within(await offerDialog()).findByText('This plan has an offer running.'),
    ).toBeVisible();
  },
};

/** Arabic: the form with an error, right to left. */
export const RtlFormWithErrors: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const view = await body().findByRole('dialog');
    const percent = await within(view).findByRole('spinbutton');
    await waitFor(() => expect(view.closest('[dir]')).toHaveAttribute('dir', 'rtl'));
    await userEvent.clear(percent);
    await userEvent.type(percent, '3');
    await userEvent.click(within(view).getAllByRole('button').at(-1)!);
    await invalid(percent);
    await visible(within(view).getByText('اختر نسبة مئوية صحيحة من 5 إلى 90.'));
  },
};

/** Arabic: a running offer. */
export const RtlRunning: Story = {
  globals: { locale: 'ar' },
  parameters: { msw: { handlers: { plans: myPlansWithOffer } } },
  play: async () => {
    const view = await body().findByRole('dialog');
    await visible(await within(view).findByText('لهذه الخطة عرض جارٍ.'));
  },
};
