import { getResponse, type HttpHandler } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { listMyPlansCall } from '../contract/calls/subscription-list.ts';
import { getPlanPostsCall } from '../contract/calls/subscription-get-subscription-articles.ts';
import { DEVELOPMENT_KEYS, encodeForm, openResponse, sealRequest } from '../contract/envelope.ts';
import { makePlans } from './factories-social.ts';
import {
  createPlanHandlers,
  MOCK_PLAN_ERRORS,
  movePlanHandlers,
  planHandlers,
  planPostsHandlers,
  resetMockPlans,
} from './handlers-plans.ts';

async function ask(handler: HttpHandler, path: string, payload: Record<string, unknown> = {}) {
  const form = sealRequest(
    { oauth_id: 'guest', oauth_type: 'pwa', token: 't', ...payload },
    DEVELOPMENT_KEYS,
  );
  const request = new Request(`http://127.0.0.1/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encodeForm(form),
  });
  const response = await getResponse([handler], request);
  return openResponse(await response?.json(), DEVELOPMENT_KEYS);
}

const newPlan = {
  name: 'Weekend pass',
  content: 'Every weekend set.',
  price: 2.5,
  unlock_day_after_subscribe: 30,
  status: 1,
  expire_days: 60,
};

beforeEach(() => resetMockPlans());

describe('plan mock handlers', () => {
  it('keep one list: a created plan appears at the end, in the contract’s shape', async () => {
    const created = await ask(createPlanHandlers.default, 'subscription/create', newPlan);
    expect(created).toEqual({ status: 1, msg: '', data: { id: 4 } });
    const body = await ask(planHandlers.plans, 'subscription/list');
    const list = listMyPlansCall.response.parse(body.data).list;
    expect(list.map((plan) => plan.id)).toEqual([1, 2, 3, 4]);
    expect(list[3]).toMatchObject({ name: 'Weekend pass', price: 2.5, expire_days: 60 });
  });

  it('refuse the 11th plan and what the plan rules refuse', async () => {
    resetMockPlans(makePlans(10));
    expect((await ask(createPlanHandlers.default, 'subscription/create', newPlan)).msg).toBe(
      MOCK_PLAN_ERRORS.maxSubPlan,
    );
    resetMockPlans();
    expect(
      (await ask(createPlanHandlers.default, 'subscription/create', { ...newPlan, price: 0.99 })).status,
    ).toBe(0);
  });

  it('move a plan and refuse the first up and the last down', async () => {
    expect((await ask(movePlanHandlers.default, 'subscription/updateSort', { id: 1, sort: 'up' })).msg).toBe(
      MOCK_PLAN_ERRORS.firstItem,
    );
    expect(
      (await ask(movePlanHandlers.default, 'subscription/updateSort', { id: 3, sort: 'down' })).msg,
    ).toBe(MOCK_PLAN_ERRORS.lastItem);
    expect(
      (await ask(movePlanHandlers.default, 'subscription/updateSort', { id: 3, sort: 'up' })).data,
    ).toEqual({
      ids: [1, 3, 2],
    });
  });

  it('page a plan’s posts: 12 contained over two pages, 3 expired', async () => {
    const path = 'subscription/getSubscriptionArticles';
    const second = await ask(planPostsHandlers.default, path, { subscription_id: 1, page: 2 });
    expect(getPlanPostsCall.response.parse(second.data).list).toHaveLength(2);
    const expired = await ask(planPostsHandlers.default, path, {
      subscription_id: 1,
      subscription_unlock: 2,
    });
    expect(getPlanPostsCall.response.parse(expired.data).list).toHaveLength(3);
  });
});
