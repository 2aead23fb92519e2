import type { OperatorRole } from '../../src/contract/operators.ts';

/** An operator signed in to the console (the operator cookie, second factor given). */
export interface SignedInOperator {
  id: number;
  email: string;
  role: OperatorRole;
  sessionId: number;
  sessionEndsAt: Date;
}

/** Who is asking: a signed-in user, or a guest known only by the app's guest id. */
export interface Viewer {
  userId?: number | undefined;
  /** The session the request's token belongs to (logout and password change end or keep it). */
  sessionId?: number | undefined;
  guestId?: string | undefined;
  /** The id signed media URLs are bound to (`u12`, `g<uuid>`, `anon`). */
  key: string;
  /**
   * A creator previewing their own page as a subscriber (access/creator-preview.ts): this
   * signed-out viewer holds every plan of that creator, and nothing else.
   */
  previewSubscriberOf?: number | undefined;
  /** The console's operator, on operator calls only (the operator cookie, not the token). */
  operator?: SignedInOperator | undefined;
}
