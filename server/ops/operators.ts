/**
 * `npm run ops -- create-operator EMAIL --role ROLE [--password PASSWORD]`,
 * `npm run ops -- disable-operator EMAIL` and, outside production, `npm run ops -- totp EMAIL`
 * (the current code of an operator's authenticator, for the demo and local testing).
 */
import { eq } from 'drizzle-orm';
import { OPERATOR_ROLES, type OperatorRole } from '../../src/contract/operators.ts';
import { totpCodeAt } from '../auth/totp.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { operators } from '../db/schema.ts';
import {
  activeOperatorOf,
  createOperator,
  disableOperatorById,
  newOperatorPassword,
} from '../modules/operations/operator-accounts.service.ts';

export const OPERATOR_USAGE = `  npm run ops -- create-operator <email> --role ${OPERATOR_ROLES.join('|')} [--password <password>]
  npm run ops -- disable-operator <email>
  npm run ops -- totp <email>            (not in production: the operator's current TOTP code)`;

export type OperatorCommand =
  | { action: 'create-operator'; email: string; role: OperatorRole; password?: string }
  | { action: 'disable-operator'; email: string }
  | { action: 'totp'; email: string };

function optionOf(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The operator command in `args`, a problem to print, or undefined when it is another command. */
export function parseOperatorCommand(
  args: readonly string[],
): OperatorCommand | { problem: string } | undefined {
  const [action, email] = args;
  if (action !== 'create-operator' && action !== 'disable-operator' && action !== 'totp') return undefined;
  if (!email || !email.includes('@')) return { problem: 'Give the operator’s email.' };
  if (action !== 'create-operator') return { action, email };
  const role = optionOf(args, '--role');
  if (!role || !(OPERATOR_ROLES as readonly string[]).includes(role))
    return { problem: `--role must be one of ${OPERATOR_ROLES.join(', ')}.` };
  const password = optionOf(args, '--password');
  if (password !== undefined && password.length < 12)
    return { problem: 'An operator password has at least 12 characters.' };
  return { action, email, role: role as OperatorRole, ...(password ? { password } : {}) };
}

/** Runs the command; the message says what happened. */
export async function runOperatorCommand(
  db: Database,
  config: Pick<ServerConfig, 'nodeEnv'>,
  command: OperatorCommand,
  now: Date,
): Promise<{ ok: boolean; message: string }> {
  const email = command.email.trim().toLowerCase();
  if (command.action === 'create-operator') {
    const password = command.password ?? newOperatorPassword();
    const created = await createOperator(db, { email, role: command.role, password });
    if ('taken' in created) return { ok: false, message: `An operator ${email} exists already.` };
    return {
      ok: true,
      message:
        `Operator ${email} (${command.role}) created.` +
        (command.password ? '' : ` Password: ${password} (shown once).`) +
        ' At the first sign-in to /{lang}/ops they enrol an authenticator app and get ten recovery codes.',
    };
  }
  if (command.action === 'disable-operator') {
    const operator = await activeOperatorOf(db, email);
    if (!operator) return { ok: false, message: `No active operator ${email}.` };
    await db.transaction((tx) => disableOperatorById(tx, operator.id, now));
    return { ok: true, message: `Operator ${email} is disabled and signed out everywhere.` };
  }
  if (config.nodeEnv === 'production')
    return { ok: false, message: 'The totp command is for the demo and local testing, not production.' };
  const [operator] = await db
    .select({ secret: operators.totpSecret })
    .from(operators)
    .where(eq(operators.email, email));
  if (!operator?.secret) return { ok: false, message: `No operator ${email} with an authenticator.` };
  return { ok: true, message: totpCodeAt(operator.secret, now) };
}
