/** The signed-in user of a members-only call. */
import { ServiceError, type CallContext } from '../../http/call-context.ts';

/** The envelope refuses members-only calls without a session, so this only guards a wrong contract. */
export function signedInUserId(ctx: CallContext): number {
  if (ctx.viewer.userId === undefined) throw new ServiceError('server.error.loginRequired');
  return ctx.viewer.userId;
}
