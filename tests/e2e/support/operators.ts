/**
 * The operations console in end-to-end tests (issue 23): logging in as one of the demo's
 * operators (server/seed/demo-accounts.ts: password and an enrolled authenticator whose secret is
 * public) with the authenticator's code of the moment, as a person with the app would.
 */
import { expect, type Page } from '@playwright/test';
import { totpCodeAt } from '../../../server/auth/totp.ts';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '../../../server/seed/demo-accounts.ts';
import type { OperatorRole } from '../../../src/contract/operators.ts';

const STEP_MS = 30_000;
/** The last TOTP step each operator used: the server never takes a step twice (RFC 6238 §5.2). */
const usedSteps = new Map<string, number>();

/** The demo operator of a role. */
export function demoOperator(role: OperatorRole) {
  return DEMO_OPERATORS.find((operator) => operator.role === role)!;
}

/** A code of a step this operator has not used yet, waiting for the next step when needed. */
async function freshCode(email: string, secret: string): Promise<string> {
  let step = Math.floor(Date.now() / STEP_MS);
  const used = usedSteps.get(email) ?? -1;
  if (step <= used) {
    await new Promise((resolve) => setTimeout(resolve, (used + 1) * STEP_MS - Date.now() + 200));
    step = used + 1;
  }
  usedSteps.set(email, step);
  return totpCodeAt(secret, new Date(step * STEP_MS + 1000));
}

/** Logs in to /en/ops as the demo operator of `role`; ends on the console's overview. */
export async function logInToConsole(page: Page, role: OperatorRole): Promise<void> {
  const operator = demoOperator(role);
  await page.goto('/en/ops');
  await page.getByLabel(/^Email/).fill(operator.email);
  await page.getByLabel(/^Password/).fill(DEMO_OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^6-digit code/).fill(await freshCode(operator.email, operator.totpSecret));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(operator.email)).toBeVisible();
}

/** Opens a queue from the console's navigation. */
export async function openQueue(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}
