/** The console's settings page (issue 23): the review modes, each change on the record. */
import {
  platformSettingsOf,
  writePlatformSetting,
  type PlatformSettingName,
  type PlatformSettings,
} from '../../../db/platform-settings.ts';
import type { CallContext } from '../../../http/call-context.ts';
import { recordOperatorAction } from '../audit.service.ts';

export function currentSettings(ctx: CallContext): Promise<PlatformSettings> {
  return platformSettingsOf(ctx.db, ctx.config);
}

/** Changes the settings; each one that changed (not a repeat) is written to the audit log. */
export async function updateSettings(ctx: CallContext, input: PlatformSettings): Promise<PlatformSettings> {
  return ctx.db.transaction(async (tx) => {
    const before = await platformSettingsOf(tx, ctx.config);
    for (const name of Object.keys(input) as PlatformSettingName[]) {
      if (before[name] === input[name]) continue;
      await writePlatformSetting(tx, name, input[name], ctx.now());
      await recordOperatorAction(tx, ctx, {
        action: 'settings.change',
        targetType: 'setting',
        targetId: name,
        details: { from: before[name], to: input[name] },
      });
    }
    return platformSettingsOf(tx, ctx.config);
  });
}
