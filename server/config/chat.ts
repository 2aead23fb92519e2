/** Chat settings. */
import { z } from 'zod';
import { CHAT_IDLE_TIMEOUT_MS } from '../../src/contract/chat/chat-rules.ts';
import { positiveInteger } from './fields.ts';

/** CHAT_IDLE_TIMEOUT_SECONDS. */
export const chatEnvSchema = z.object({
  CHAT_IDLE_TIMEOUT_SECONDS: positiveInteger(CHAT_IDLE_TIMEOUT_MS / 1000, 1),
});

/** The chat part of the configuration. */
export function chatSettingsOf(e: z.output<typeof chatEnvSchema>) {
  return {
    chat: {
      /**
       * A chat socket that sends nothing (the app pings every 8 s) for this long is closed; keep it
       * above the heartbeat and below a reverse proxy's own idle timeout.
       */
      idleTimeoutMs: e.CHAT_IDLE_TIMEOUT_SECONDS * 1000,
    },
  };
}
