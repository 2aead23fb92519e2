import { defineCall, pageParamsSchema } from '../call.ts';
import { creatorSchema, pageOf } from '../entities.ts';

/** Creators who joined most recently, paged: the home screen's new-creators list. */
export const getNewCreatorCall = defineCall({
  path: 'user/getNewCreator',
  access: 'anyone',
  request: pageParamsSchema,
  response: pageOf(creatorSchema),
});
