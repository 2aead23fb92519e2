import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod/mini';

/**
 * react-hook-form bound to a contract schema: the same zod rules the server applies validate
 * the form. Fields are checked first on blur, then on every change once shown invalid.
 */
export function useZodForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    mode: 'onTouched',
    ...options,
    resolver: zodResolver(schema),
  });
}
