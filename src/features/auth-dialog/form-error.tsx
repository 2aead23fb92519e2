/** The server's refusal under a login form (spec §8), announced as soon as it appears. */
export function FormError({ message }: { message: string | null }) {
  // The alert region stays mounted so a screen reader hears a message that appears in it.
  return (
    <div role="alert" className="text-sm text-red-700 empty:hidden">
      {message ? <p>{message}</p> : null}
    </div>
  );
}
