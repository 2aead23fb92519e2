/**
 * The plan management dialog (spec §2, §4, §5, §8): the list with its menus, the empty list,
 * the add and edit forms with their inline errors, a plan's detail, the first and last item
 * moved, and the limit of 10 plans; in Arabic too. The mocked server keeps no plans: once a plan
 * is added, edited, moved or deleted, the story swaps in the list named for that state
 * (src/mocks/handlers-plans.ts) and asserts what the app sent; the server's side of managing plans
 * runs in tests/e2e/plans.spec.ts.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../src/components/atoms/button/button.tsx';
import { DialogHost } from '../../../src/components/organisms/dialog-host/dialog-host.tsx';
import { PopupMessage } from '../../../src/components/organisms/popup-message/popup-message.tsx';
import { PlanManagerDialog } from '../../../src/features/plan-manager/plan-manager-dialog.tsx';
import {
  createPlanHandlers,
  MOCK_ADDED_PLAN,
  MOCK_RENAMED_PLAN,
  movePlanHandlers,
  planCallLog,
  planHandlers,
  planListHandlers,
  planPostsHandlers,
  resetPlanCallLog,
} from '../../../src/mocks/handlers-plans.ts';
import { makePlans } from '../../../src/mocks/factories-social.ts';
import { appConfigHandlers } from '../../../src/mocks/handlers.ts';
import { closeAllDialogs } from '../../../src/state/dialogs.ts';
import {
  closePlanManager,
  openPlanManager,
  PLAN_VIEW,
  showPlanView,
} from '../../../src/state/plan-manager.ts';
import { dismissPopup } from '../../../src/state/popup.ts';

interface PlanManagerStoryProps {
  /** Where the dialog opens: the list, the add form, plan 1's form or its detail. */
  start?: 'list' | 'add' | 'edit' | 'detail';
}

function PlanManagerStory({ start = 'list' }: PlanManagerStoryProps) {
  useEffect(() => {
    openPlanManager({ adding: start === 'add' });
    if (start === 'edit') showPlanView(PLAN_VIEW.form, 1);
    if (start === 'detail') showPlanView(PLAN_VIEW.detail, 1);
  }, [start]);
  return (
    <div className="p-6">
      <Button onClick={() => openPlanManager()}>Manage plans</Button>
      <PlanManagerDialog />
      <DialogHost />
      <PopupMessage />
    </div>
  );
}

/** The three preset pictures the server serves from storage, drawn here as plain tiles. */
const presetPictures = http.get('/media/p/plans/:file', ({ params }) => {
  const hue = { 'plan-1.webp': 262, 'plan-2.webp': 200, 'plan-3.webp': 330 }[String(params.file)] ?? 0;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><rect width="200" height="200" fill="hsl(${hue} 70% 60%)"/></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
});

const meta = {
  title: 'Features/PlanManager',
  component: PlanManagerStory,
  parameters: {
    msw: { handlers: { ...planHandlers, plans: planListHandlers.presetPictures, presetPictures } },
  },
  beforeEach: () => {
    resetPlanCallLog();
    closePlanManager();
    closeAllDialogs();
    dismissPopup();
    return () => {
      closeAllDialogs();
      closePlanManager();
    };
  },
} satisfies Meta<typeof PlanManagerStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const dialog = (name: string | RegExp) => body().findByRole('dialog', { name });
/** The popup message, once it says something. */
const popupSays = (text: string, role: 'status' | 'alert' = 'status') =>
  waitFor(() => expect(body().getByRole(role)).toHaveTextContent(text));
/** Visible once the dialog's fade-in is over. */
const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

/** Opens a plan card's menu and picks an action. */
async function planMenu(planName: string, action: string) {
  await userEvent.click(await body().findByRole('button', { name: `Options for ${planName}` }));
  await userEvent.click(await body().findByRole('menuitem', { name: action }));
}

const planNames = async () => {
  const list = within(await dialog('Subscription plans'));
  return (await list.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
};

/** Three plans with the add prompt, the count, and each plan's menu. */
export const List: Story = {
  play: async () => {
    const view = within(await dialog('Subscription plans'));
    await visible(view.getByText('Package your posts into plans your fans can subscribe to.'));
    await visible(await view.findByText('3 of 10 plans'));
    await expect(await planNames()).toHaveLength(3);
    await userEvent.click((await view.findAllByRole('button', { name: /^Options for / }))[0]!);
    for (const action of ['Move up', 'Move down', 'Edit', 'Delete'])
      await visible(await body().findByRole('menuitem', { name: action }));
  },
};

/** No plan yet: the empty text under the prompt. */
export const Empty: Story = {
  parameters: { msw: { handlers: { plans: planListHandlers.empty } } },
  play: async () => {
    const view = within(await dialog('Subscription plans'));
    await visible(await view.findByText('You have no subscription plans yet.'));
    await expect(view.getByRole('button', { name: 'Add a plan' })).toBeEnabled();
  },
};

/** Moving the second plan up swaps it at once, asks the server, and the list read again keeps it. */
export const MovedUp: Story = {
  play: async ({ msw }) => {
    const [first, second] = (await planNames()) as [string, string];
    msw.use(planListHandlers.secondMovedUp);
    await planMenu(second, 'Move up');
    await waitFor(async () => expect((await planNames()).slice(0, 2)).toEqual([second, first]));
    await waitFor(() => expect(planCallLog.moved).toEqual([{ id: 2, sort: 'up' }]));
  },
};

/** The first plan moved up says so (info.firstItem) and nothing moves. */
export const FirstItemMovedUp: Story = {
  parameters: { msw: { handlers: { movePlan: movePlanHandlers.firstItem } } },
  play: async () => {
    const names = await planNames();
    await planMenu(names[0]!, 'Move up');
    await popupSays('This plan is already the first item.');
    await expect(await planNames()).toEqual(names);
  },
};

/** The last plan moved down says so (info.lastItem). */
export const LastItemMovedDown: Story = {
  parameters: { msw: { handlers: { movePlan: movePlanHandlers.lastItem } } },
  play: async () => {
    const names = await planNames();
    await planMenu(names.at(-1)!, 'Move down');
    await popupSays('This plan is already the last item.');
    await expect(await planNames()).toEqual(names);
  },
};

/** Ten plans: adding another says content.maxSubPlan and the form does not open. */
export const AtTheLimit: Story = {
  parameters: { msw: { handlers: { plans: planListHandlers.full } } },
  play: async () => {
    const view = within(await dialog('Subscription plans'));
    await visible(await view.findByText('10 of 10 plans'));
    await userEvent.click(view.getByRole('button', { name: 'Add a plan' }));
    await popupSays('You can have at most 10 subscription plans.', 'alert');
    await expect(body().queryByRole('dialog', { name: 'Add plan' })).toBeNull();
  },
};

/** Adding: the form's fields, the 30/60/90/custom length, a saved plan back in the list. */
export const FormAdd: Story = {
  args: { start: 'add' },
  play: async ({ msw }) => {
    const form = within(await dialog('Add plan'));
    // The form's chunk loads as it first opens.
    await form.findByLabelText(/^Plan name/);
    await userEvent.type(form.getByLabelText(/^Plan name/), 'Gold');
    await userEvent.type(form.getByLabelText(/^Description/), 'Every post and a monthly live Q&A.');
    await userEvent.type(form.getByLabelText(/^Price/), '9.99');
    await visible(form.getByRole('radiogroup', { name: 'Plan picture' }));
    await expect(form.getByTestId('picture-count')).toHaveTextContent('3 / 10');
    msw.use(planListHandlers.withAdded);
    await userEvent.click(form.getByRole('button', { name: 'Save plan' }));
    await popupSays('Plan saved');
    await waitFor(async () => expect(await planNames()).toContain(MOCK_ADDED_PLAN.name));
    await expect(planCallLog.created).toEqual([
      expect.objectContaining({ name: 'Gold', price: 9.99, expire_days: 30 }),
    ]);
  },
};

/**
 * The price field says what the creator receives of each sale, as they type: with no fee (the
 * default) all of it, with a 10 % fee the price less the fee (rounded down, as the ledger does).
 */
export const FormAddFeeLine: Story = {
  args: { start: 'add' },
  parameters: { msw: { handlers: { appConfig: appConfigHandlers.feeOnly } } },
  play: async () => {
    const form = within(await dialog('Add plan'));
    const price = await form.findByLabelText(/^Price/);
    await expect(form.queryByTestId('net-price-note')).toBeNull();
    await userEvent.type(price, '9.99');
    // 9.99: a 10 % fee of 0.999 rounds down to 0.99; the creator receives 9.00.
    await expect(await form.findByTestId('net-price-note')).toHaveTextContent(
      'You receive $9.00 after the 10% platform fee.',
    );
  },
};

/** No platform fee (the default): the creator receives the whole price. */
export const FormAddNoFee: Story = {
  args: { start: 'add' },
  play: async () => {
    const form = within(await dialog('Add plan'));
    await userEvent.type(await form.findByLabelText(/^Price/), '4.99');
    await expect(await form.findByTestId('net-price-note')).toHaveTextContent(
      'You receive all of $4.99: there is no platform fee.',
    );
  },
};

/** Every rule broken: the inline errors of spec §5 under their fields, nothing sent. */
export const FormAddWithErrors: Story = {
  args: { start: 'add' },
  play: async () => {
    const form = within(await dialog('Add plan'));
    // The form's chunk loads as it first opens.
    await form.findByLabelText(/^Plan name/);
    await userEvent.type(form.getByLabelText(/^Plan name/), 'x'.repeat(33));
    await userEvent.type(form.getByLabelText(/^Price/), '1000');
    // Checked 500 ms after the last keystroke (spec §9), before any save.
    await waitFor(() =>
      expect(form.getByLabelText(/^Plan name/)).toHaveAccessibleDescription(
        'The plan name can be at most 32 characters long.',
      ),
    );
    await userEvent.click(form.getByRole('button', { name: 'Save plan' }));
    await expect(form.getByLabelText(/^Description/)).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the plan description.'),
    );
    await expect(form.getByLabelText(/^Price/)).toHaveAccessibleDescription(
      'The price must be between 1 and 999, with at most two decimals.',
    );
    await expect(planCallLog.created).toHaveLength(0);
  },
};

/** A custom length outside 7 to 365 days. */
export const FormAddCustomLength: Story = {
  args: { start: 'add' },
  play: async () => {
    const form = within(await dialog('Add plan'));
    // The form's chunk loads as it first opens.
    await form.findByLabelText(/^Plan name/);
    await userEvent.click(form.getByRole('button', { name: 'Custom' }));
    await userEvent.type(form.getByLabelText(/^Number of days/), '6');
    await waitFor(() =>
      expect(form.getByLabelText(/^Number of days/)).toHaveAccessibleDescription(
        'The subscription length must be a whole number of days from 7 to 365.',
      ),
    );
  },
};

/** The server refuses the 11th plan (another tab added one): its message under the form. */
export const FormAddRefused: Story = {
  args: { start: 'add' },
  parameters: { msw: { handlers: { createPlan: createPlanHandlers.maxSubPlan } } },
  play: async () => {
    const form = within(await dialog('Add plan'));
    // The form's chunk loads as it first opens.
    await form.findByLabelText(/^Plan name/);
    await userEvent.type(form.getByLabelText(/^Plan name/), 'Gold');
    await userEvent.type(form.getByLabelText(/^Description/), 'Everything.');
    await userEvent.type(form.getByLabelText(/^Price/), '5');
    await userEvent.click(form.getByRole('button', { name: 'Save plan' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'You can have at most 10 subscription plans.',
    );
  },
};

/** Editing: the plan's values, the length locked, the bin and back; a change saved. */
export const FormEdit: Story = {
  args: { start: 'edit' },
  play: async ({ msw }) => {
    const form = within(await dialog('Edit plan'));
    const name = await form.findByLabelText(/^Plan name/);
    await expect(name).toHaveValue(makePlans(1)[0]!.name);
    await expect(await form.findByLabelText(/^Subscription length/)).toBeDisabled();
    await visible(form.getByText('The subscription length cannot change once the plan exists.'));
    await visible(form.getByRole('button', { name: 'Delete plan' }));
    await userEvent.clear(name);
    await userEvent.type(name, MOCK_RENAMED_PLAN);
    msw.use(planListHandlers.firstRenamed);
    await userEvent.click(form.getByRole('button', { name: 'Save plan' }));
    await waitFor(async () => expect(await planNames()).toContain(MOCK_RENAMED_PLAN));
    await expect(planCallLog.updated).toEqual([expect.objectContaining({ id: 1, name: MOCK_RENAMED_PLAN })]);
  },
};

/** Editing with an emptied name: the error shows inline; back leaves and clears the form. */
export const FormEditWithErrors: Story = {
  args: { start: 'edit' },
  play: async () => {
    const form = within(await dialog('Edit plan'));
    const name = await form.findByLabelText(/^Plan name/);
    await userEvent.clear(name);
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please enter the plan name.'));
    await userEvent.click(form.getByRole('button', { name: 'Back' }));
    await expect(await planNames()).toContain(makePlans(1)[0]!.name);
    await planMenu(makePlans(1)[0]!.name, 'Edit');
    await expect(await within(await dialog('Edit plan')).findByLabelText(/^Plan name/)).toHaveValue(
      makePlans(1)[0]!.name,
    );
  },
};

/** The bin asks first, then deletes: title.delSuccess and back to the shorter list. */
export const FormEditDelete: Story = {
  args: { start: 'edit' },
  play: async ({ msw }) => {
    const form = within(await dialog('Edit plan'));
    await userEvent.click(await form.findByRole('button', { name: 'Delete plan' }));
    const confirm = await body().findByRole('alertdialog');
    msw.use(planListHandlers.firstDeleted);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await popupSays('Deleted');
    await waitFor(async () => expect(await planNames()).toHaveLength(2));
    await expect(planCallLog.deleted).toEqual([[1]]);
  },
};

/** A plan's detail: the plan chosen, its contained posts and, on the other tab, the expired ones. */
export const Detail: Story = {
  args: { start: 'detail' },
  play: async () => {
    const view = within(await dialog('Plan details'));
    await visible(await view.findByText('Subscribers only: set 800'));
    await userEvent.click(view.getByRole('tab', { name: 'Earlier posts' }));
    await visible(await view.findByText('Subscribers only: set 901'));
    await userEvent.click(view.getByRole('button', { name: 'Back' }));
    await visible(await dialog('Subscription plans'));
  },
};

/** A plan without posts. */
export const DetailEmpty: Story = {
  args: { start: 'detail' },
  parameters: { msw: { handlers: { planPosts: planPostsHandlers.empty } } },
  play: async () => {
    const view = within(await dialog('Plan details'));
    await visible(await view.findByText('No posts here yet.'));
  },
};

/** The list cannot load: the error with a retry. */
export const ListError: Story = {
  parameters: { msw: { handlers: { plans: planListHandlers.error } } },
  play: async () => {
    const view = within(await dialog('Subscription plans'));
    await visible(await view.findByRole('button', { name: /Try again|Reload/ }));
  },
};

/** Arabic: right to left, the dialog's title translated. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async () => {
    const view = await body().findByRole('dialog');
    await waitFor(() => expect(view.closest('[dir]')).toHaveAttribute('dir', 'rtl'));
    await expect(within(view).queryByText('Subscription plans')).toBeNull();
  },
};

/** Arabic, the add form with its errors. */
export const RtlFormWithErrors: Story = {
  args: { start: 'add' },
  globals: { locale: 'ar' },
  play: async () => {
    const view = await body().findByRole('dialog');
    await userEvent.click(within(view).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(view.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(1));
  },
};
