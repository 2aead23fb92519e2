import { getPostPlansCall } from '../../../src/contract/calls/post-plans.ts';
import { bulkDeletePlansCall } from '../../../src/contract/calls/plan-bulk-delete.ts';
import { createPlanCall } from '../../../src/contract/calls/plan-create.ts';
import { getPlanPostsCall } from '../../../src/contract/calls/subscribed-posts.ts';
import {
  checkPlanExistsCall,
  listMyPlansCall,
  listPlansByCreatorCall,
} from '../../../src/contract/calls/plan-list.ts';
import { updatePlanSortCall } from '../../../src/contract/calls/plan-order.ts';
import { updatePlanCall } from '../../../src/contract/calls/plan-update.ts';
import { endPlanOfferCall, setPlanOfferCall } from '../../../src/contract/calls/plan-offers.ts';
import { endOffer, setOffer } from './offers.service.ts';
import { handle } from '../../http/call-context.ts';
import { signedInUserId } from '../../http/call-context.ts';
import { listPlanPosts } from './plan-posts.service.ts';
import { plansOfPost } from './post-plans.service.ts';
import {
  createPlan,
  deletePlans,
  hasPlan,
  listMyPlans,
  listPlansOfCreator,
  movePlan,
  updatePlan,
} from './plans.service.ts';
import { pagedAnswer } from '../../core/paging.ts';

/** The subscription/* calls (a creator's plans and the posts in them) and the plans offered from a post. */
export const planHandlers = [
  handle(createPlanCall, (ctx, input) => createPlan(ctx, signedInUserId(ctx), input)),
  handle(updatePlanCall, (ctx, { id, ...fields }) => updatePlan(ctx, signedInUserId(ctx), id, fields)),
  handle(bulkDeletePlansCall, (ctx, input) => deletePlans(ctx, signedInUserId(ctx), input.ids)),
  handle(updatePlanSortCall, (ctx, input) => movePlan(ctx, signedInUserId(ctx), input.id, input.sort)),
  handle(listMyPlansCall, async (ctx) => ({ list: await listMyPlans(ctx, signedInUserId(ctx)) })),
  handle(listPlansByCreatorCall, async (ctx, input) => ({ list: await listPlansOfCreator(ctx, input.uuid) })),
  handle(checkPlanExistsCall, async (ctx) => ({
    exists: (await hasPlan(ctx, signedInUserId(ctx))) ? (1 as const) : (0 as const),
  })),
  handle(getPlanPostsCall, async (ctx, input) =>
    pagedAnswer(input, { list: await listPlanPosts(ctx, input) }),
  ),
  handle(setPlanOfferCall, (ctx, input) => setOffer(ctx, signedInUserId(ctx), input)),
  handle(endPlanOfferCall, (ctx, input) => endOffer(ctx, signedInUserId(ctx), input.subscription_id)),
  handle(getPostPlansCall, async (ctx, input) => ({
    list: await plansOfPost(ctx, input.article_id, input.rmd),
  })),
];
