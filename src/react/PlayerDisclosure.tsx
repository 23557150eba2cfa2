import { Disclosure } from '../course/Disclosure';
import { usePlayerContext } from './PlayerContext';

/** The accredited provider's disclosure inside the player, before the first content of a fresh start. */
export function PlayerDisclosure({ onContinue }: { onContinue: () => void }) {
  const { course } = usePlayerContext();
  return (
    <div className="method-player__disclosure">
      <Disclosure accreditation={course.accreditation} onContinue={onContinue} headingLevel={2} />
    </div>
  );
}
