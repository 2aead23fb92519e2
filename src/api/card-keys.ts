/** Query keys of the signed-in fan's saved cards and of a card being added. */
export const cardKeys = {
  root: ['cards'] as const,
  list: () => [...cardKeys.root, 'list'] as const,
  /** One setup with the provider per add-card form (its client secret is single-use). */
  setup: (form: string) => [...cardKeys.root, 'setup', form] as const,
};
