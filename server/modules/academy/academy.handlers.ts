import { academyCall } from '../../../src/contract/calls/app-academy.ts';
import { handle } from '../../http/call-context.ts';
import { listAcademyLessons } from './academy.service.ts';

/** app/academy. */
export const academyHandlers = [handle(academyCall, async (ctx) => listAcademyLessons(ctx))];
