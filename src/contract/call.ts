/** How one API call is described once for the app, the mocks and the server. */
import { z } from 'zod/mini';
import type { OperatorRole } from './operators.ts';
import { text } from './strings.ts';

export const CALL_GROUPS = [
  'account',
  'app',
  'article',
  'chat',
  'comment',
  'home',
  'ops',
  'payment',
  'subscription',
  'thirdparty',
  'user',
] as const;
export type CallGroup = (typeof CALL_GROUPS)[number];

/**
 * Who may make a call: anyone (visitors included), only a signed-in member, or only a signed-in
 * operator of one of the call's `roles` (the operator cookie, not the member's token).
 */
export type CallAccess = 'anyone' | 'member' | 'operator';

export type CallPath = `${CallGroup}/${string}`;

export interface CallDefinition<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
  Path extends CallPath = CallPath,
> {
  /** `{group}/{action}`, posted to `/api/{group}/{action}`. */
  path: Path;
  access: CallAccess;
  /** For `operator` calls: the roles that may make it (the server checks; docs/api.md lists). */
  roles?: readonly OperatorRole[];
  request: Req;
  response: Res;
}

/** Keeps the path's literal type, so the app's client can name a call by its path alone. */
export function defineCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType, Path extends CallPath>(
  call: CallDefinition<Req, Res, Path>,
): CallDefinition<Req, Res, Path> {
  return call;
}

export type CallRequest<C> =
  C extends CallDefinition<infer Req, z.ZodMiniType, CallPath> ? z.input<Req> : never;
export type CallResponse<C> =
  C extends CallDefinition<z.ZodMiniType, infer Res, CallPath> ? z.output<Res> : never;

/** Fields every request carries inside `data` besides its own parameters. */
export const sessionFieldsSchema = z.object({
  /** Guest id: a uuid the app generates once and keeps. */
  oauth_id: z.optional(text().check(z.maxLength(64))),
  oauth_type: z.optional(text().check(z.maxLength(16))),
  token: z.optional(text().check(z.maxLength(256))),
});
export type SessionFields = z.infer<typeof sessionFieldsSchema>;

/** page and limit of paged lists; limit defaults to 10. */
export const pageParamsSchema = z.object({
  /** Which page, from 1. */
  page: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(10_000)), 1),
  /** Items a page; a page shorter than this is the last. */
  limit: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), 10),
});
