/** How one API call is described once for the app, the mocks and the server. */
import { z } from 'zod';
import { text } from './strings.ts';

export const CALL_GROUPS = [
  'account',
  'app',
  'article',
  'chat',
  'comment',
  'home',
  'payment',
  'subscription',
  'thirdparty',
  'user',
] as const;
export type CallGroup = (typeof CALL_GROUPS)[number];

/** Who may make a call: anyone (visitors included), or only a signed-in user. */
export type CallAccess = 'anyone' | 'member';

export interface CallDefinition<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  /** `{group}/{action}`, posted to `/api/{group}/{action}`. */
  path: `${CallGroup}/${string}`;
  access: CallAccess;
  request: Req;
  response: Res;
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  call: CallDefinition<Req, Res>,
): CallDefinition<Req, Res> {
  return call;
}

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallResponse<C> = C extends CallDefinition<z.ZodType, infer Res> ? z.output<Res> : never;

/** Fields every request carries inside `data` besides its own parameters. */
export const sessionFieldsSchema = z.object({
  /** Guest id: a uuid the app generates once and keeps. */
  oauth_id: text().max(64).optional(),
  oauth_type: text().max(16).optional(),
  token: text().max(256).optional(),
});
export type SessionFields = z.infer<typeof sessionFieldsSchema>;

/** page and limit of paged lists; limit defaults to 10. */
export const pageParamsSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
