import { UserDetailsPopover } from './AuthorPopover';

/** A platform user id in a log line: opens the user's details (spec 3 "User detail") in a popover. */
export default function UserPopover({ userId, colour }: { userId: string; colour: string }) {
  return (
    <UserDetailsPopover userId={userId}>
      <button type="button" className="rf-log-video" style={{ color: colour }} aria-haspopup="dialog">
        {userId}
      </button>
    </UserDetailsPopover>
  );
}
