/**
 * GET or POST /oauth/{provider}/callback: where Google, X and Apple send the browser back. One
 * fixed address per provider is what their consoles register (and what the token request must
 * repeat); it forwards `code` and `state` to the app page the sign-in started from, whose entry
 * guard finishes the sign-in through thirdparty/webLoginByGoogle, loginByTwitter or webLoginByApple.
 * Apple posts its answer (response_mode=form_post); the others use the query string.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_PROVIDERS, type OAuthProvider } from '../../../../src/contract/entities-account.ts';
import type { Database } from '../../../db/client.ts';
import { localeOf } from '../../../http/envelope.ts';
import type { ServerMessages } from '../../../i18n/messages.ts';
import { findPendingSignIn } from './oauth-states.ts';

export interface OAuthCallbackDeps {
  db: Database;
  messages: ServerMessages;
  now?: () => Date;
}

/** The provider's answer: a code, or an error such as access_denied when the person cancelled. */
const FORWARDED = ['code', 'state', 'error', 'error_description'] as const;

function isProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

function pick(source: unknown, name: string): string | undefined {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length <= 2048 ? value : undefined;
}

export async function oauthCallbackRoutes(app: FastifyInstance, deps: OAuthCallbackDeps) {
  const now = deps.now ?? (() => new Date());

  const forward = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
    const { provider } = request.params;
    const answer = request.method === 'POST' ? request.body : request.query;
    const state = pick(answer, 'state');
    const pending =
      isProvider(provider) && state ? await findPendingSignIn(deps.db, provider, state, now()) : undefined;
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    if (!pending) {
      // Only a stored, origin-checked address is ever a target, so this is never an open redirect.
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(deps.messages.format(localeOf(request), 'server.oauth.stateInvalid'));
    }
    const target = new URL(pending.redirectUri);
    for (const name of FORWARDED) {
      const value = pick(answer, name);
      if (value !== undefined) target.searchParams.set(name, value);
    }
    return reply.redirect(target.href, 303);
  };

  app.get<{ Params: { provider: string } }>('/oauth/:provider/callback', forward);
  app.post<{ Params: { provider: string } }>('/oauth/:provider/callback', forward);
}
