/** The server's refusal under a login form (spec §8), announced as soon as it appears. */
export function FormError({ id, message }: { id?: string; message: string | null }) {
  // The alert region stays mounted so a screen reader hears a message that appears in it.
  return (
    <div id={id} role="alert" className="text-sm text-red-700 empty:hidden">
      {message ? <p>{message}</p> : null}
    </div>
  );
}

/**
 * The attributes that tie the fields a login refusal is about to it while it shows (WCAG 3.3.1):
 * marked invalid and described by the refusal, since the server does not say which field was wrong
 * (an unknown account and a wrong password get one answer, docs/decisions/accounts.md).
 */
export function refusedBy(
  errorId: string,
  message: string | null,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  return message ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
}
