import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CardSetup, SavedCard } from '../contract/entities-money.ts';
import { DEFAULT_LOCALE } from '../i18n/locale-resolution.ts';
import { session } from '../state/session.ts';
import { cardKeys } from './card-keys.ts';
import { API_TIMEOUT_MS } from './client.ts';
import { fetchCardList, waitForNewCard } from './get-card-list.ts';

/** The card as typed, for the sandbox provider's card API. */
export interface SandboxCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** The provider refused the card (a 402): its own code and message, shown as they are (spec §8). */
export class CardDeclinedError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'CardDeclinedError';
    this.code = code;
  }
}

interface ProviderAnswer {
  status?: string;
  error?: { code?: string; message?: string };
}

/**
 * Confirms a card setup with the sandbox provider: its card API, not our envelope, exactly as a
 * real provider's library would (POST JSON `{client_secret, card}` to the setup's `confirm_url`).
 * 200 `{status: 'succeeded'}`; 402 `{error: {code, message}}` with the provider's words.
 */
export async function confirmSandboxCard(
  setup: Pick<CardSetup, 'client_secret' | 'confirm_url'>,
  card: SandboxCard,
) {
  const response = await fetch(setup.confirm_url, {
    method: 'POST',
    // The provider answers a refusal in the fan's language, as the app's own calls are.
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Accept-Language': session.locale ?? DEFAULT_LOCALE,
    },
    body: JSON.stringify({ client_secret: setup.client_secret, card }),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const answer = (await response.json().catch(() => ({}))) as ProviderAnswer;
  if (response.ok && answer.status === 'succeeded') return;
  throw new CardDeclinedError(answer.error?.code ?? `http_${response.status}`, answer.error?.message ?? '');
}

/**
 * Adds a card through the sandbox: confirms it, then waits for it in our list (the provider tells
 * our server by webhook), polled every 0.5 s, 10 times. Answers the new card.
 */
export function useAddSandboxCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ setup, card }: { setup: CardSetup; card: SandboxCard }): Promise<SavedCard> => {
      const before =
        queryClient.getQueryData<Awaited<ReturnType<typeof fetchCardList>>>(cardKeys.list()) ??
        (await fetchCardList());
      await confirmSandboxCard(setup, card);
      return waitForNewCard(queryClient, new Set(before.list.map((saved) => saved.id)));
    },
  });
}
