import { Skeleton } from '../../atoms/skeleton/skeleton.tsx';
import {
  ChatContactRow,
  type ChatContactSummary,
} from '../../molecules/chat-contact-row/chat-contact-row.tsx';

export interface ChatContactListProps {
  contacts: readonly ChatContactSummary[];
  /** The room's address for a contact. */
  hrefOf: (uuid: string) => string;
  /** The contact whose room is open beside the list. */
  selected?: string | null;
  /** The present times are measured from; the live clock when absent. */
  now?: number;
  className?: string;
}

/** The viewer's conversations, the most recent first (spec §2 Chat: the contact list). */
export function ChatContactList({
  contacts,
  hrefOf,
  selected = null,
  now,
  className = '',
}: ChatContactListProps) {
  return (
    <ul className={`flex flex-col gap-0.5 ${className}`}>
      {contacts.map((contact) => (
        <li key={contact.uuid}>
          <ChatContactRow
            contact={contact}
            href={hrefOf(contact.uuid)}
            selected={contact.uuid === selected}
            now={now}
          />
        </li>
      ))}
    </ul>
  );
}

/** The contact list while its first page loads: rows of the same height. */
export function ChatContactListSkeleton({ rows = 6, className = '' }: { rows?: number; className?: string }) {
  return (
    <ul aria-hidden className={`flex flex-col gap-0.5 ${className}`}>
      {Array.from({ length: rows }, (_, row) => (
        <li key={row} className="flex min-h-16 items-center gap-3 px-3 py-2.5">
          <Skeleton shape="circle" className="h-12 w-12 shrink-0" />
          <span className="flex min-w-0 flex-1 flex-col gap-2">
            <Skeleton shape="text" className="w-2/5" />
            <Skeleton shape="text" className="w-4/5" />
          </span>
        </li>
      ))}
    </ul>
  );
}
