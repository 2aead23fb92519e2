/**
 * The publish form's resolver: the contract's schema (zod) over the form's values and its files,
 * loaded on the first Publish rather than with the form (the form checks nothing before then).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  publishFormSchema,
  type DraftUpload,
  type PublishFormValues,
  type PublishRequest,
} from '../../contract/rules/publish-form-rules.ts';
import { nowSeconds } from './post-for-edit.ts';

/** What the form gives its resolver beside the values: the files as they are. */
export interface PublishFormContext {
  uploads: readonly DraftUpload[];
}

export const resolvePublishForm: Resolver<PublishFormValues, PublishFormContext, PublishRequest> = (
  values,
  context,
  options,
) => zodResolver(publishFormSchema(context?.uploads ?? [], nowSeconds()))(values, context, options);
