import { useUserInfo } from '../../api/get-user-info.ts';

/**
 * True when the signed-in user is the creator `aff` (spec §6: nobody subscribes to or buys from
 * themselves). The server refuses it anyway (subscribeSelf, shopBuySelf); the dialogs say it first.
 */
export function useIsOwnCreator(aff: number): boolean {
  const me = useUserInfo();
  return me.data !== undefined && me.data.aff === aff;
}
