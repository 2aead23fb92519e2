/** The lowest price among a creator's plans, or null when the creator has none. */
export function cheapestPlanPrice(plans: readonly { price: number }[]): number | null {
  return plans.reduce<number | null>(
    (min, plan) => (min === null || plan.price < min ? plan.price : min),
    null,
  );
}
