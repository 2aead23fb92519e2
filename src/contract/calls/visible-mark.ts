import { z } from 'zod/mini';
import { defineCall } from '../call.ts';
import { visibleMarkSchema, visibleMarkSettingSchema } from '../visible-mark.ts';

/** The caller's visible-mark setting (creators only; issue 26). */
export const getVisibleMarkCall = defineCall({
  path: 'user/getVisibleMark',
  access: 'member',
  request: z.object({}),
  response: visibleMarkSchema,
});

/**
 * Sets the caller's visible mark (creators only): copies served from then on carry the new mark,
 * copies made before it are not served again. Answers the setting as it now stands.
 */
export const setVisibleMarkCall = defineCall({
  path: 'user/setVisibleMark',
  access: 'member',
  request: visibleMarkSettingSchema,
  response: visibleMarkSchema,
});
