/**
 * Who runs this deployment, as its legal texts, footer and menus name it (the operator, its postal
 * address, its contact address). The defaults name a demo operator; a real deployment sets its own.
 */
import { z } from 'zod';
import { emptyToUndefined } from './fields.ts';

/** OPERATOR_NAME, OPERATOR_ADDRESS and CONTACT_EMAIL. */
export const operatorEnvSchema = z.object({
  OPERATOR_NAME: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(2).max(120).default('FanVault Demo Operator'),
  ),
  OPERATOR_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.string().trim().min(5).max(300).default('1 Example Street, 10115 Berlin, Germany'),
  ),
  CONTACT_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email({ message: 'must be an email address' }).default('support@fanvault.example'),
  ),
});

/** The operator part of the configuration. */
export function operatorSettingsOf(e: z.output<typeof operatorEnvSchema>) {
  return {
    operator: {
      /** The legal entity that runs the platform. */
      name: e.OPERATOR_NAME,
      /** Its postal address, on one line. */
      address: e.OPERATOR_ADDRESS,
      /** Where members, rights holders and authorities write to. */
      email: e.CONTACT_EMAIL,
    },
  };
}
