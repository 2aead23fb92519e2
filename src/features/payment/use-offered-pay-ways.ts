import { useAppConfig } from '../../api/app-config.ts';
import { usePayWays } from '../../api/get-pay-ways.ts';
import { DEFAULT_PAY_TYPE_ID } from '../../contract/enums.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { initialPayWayId, offeredPayWays, type OfferedPayWay } from './pay-ways.logic.ts';

export interface OfferedPayWays {
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  retry: () => void;
  retrying: boolean;
  ways: OfferedPayWay[] | undefined;
  /** The way chosen when the dialog opens; null when none can pay the amount. */
  initial: number | null;
}

/**
 * The pay ways for `amount` in the app's language: the server's list and ranges, app/config's
 * `multi_payment_lang` for which languages see them all (spec §2, §9).
 */
export function useOfferedPayWays(amount: number): OfferedPayWays {
  const locale = useLocale();
  const payWays = usePayWays();
  const config = useAppConfig();
  const failed = payWays.error ?? config.error;
  const status = failed ? 'error' : payWays.data && config.data ? 'success' : 'pending';
  const defaultId = payWays.data?.default_pay_type_id ?? DEFAULT_PAY_TYPE_ID;
  const ways =
    payWays.data && config.data
      ? offeredPayWays({
          ways: payWays.data.list,
          defaultId,
          amount,
          locale,
          multiPaymentLang: config.data.multi_payment_lang,
        })
      : undefined;
  return {
    status,
    error: failed,
    retry: () => {
      if (payWays.isError) void payWays.refetch();
      if (config.isError) void config.refetch();
    },
    retrying: payWays.isRefetching || config.isRefetching,
    ways,
    initial: ways ? initialPayWayId(ways, defaultId) : null,
  };
}
