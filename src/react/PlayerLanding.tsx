import { LandingPage } from '../course/LandingPage';
import { useStringsPart } from '../i18n/useStringsPart';
import { landingStrings } from '../strings/en-landing';
import { usePlayerContext } from './PlayerContext';

/** The course's landing page inside the player, with the Start button that opens the first phase. */
export function PlayerLanding({ onStart }: { onStart: () => void }) {
  const { course } = usePlayerContext();
  const words = useStringsPart(landingStrings).player;
  return (
    <div className="method-player__landing">
      <LandingPage
        title={course.name}
        description={course.description}
        landingPage={course.landingPage}
        learningObjectives={course.learningObjectives}
        accreditation={course.accreditation}
        creditDesignations={course.creditDesignations}
        headingLevel={2}
      />
      <div className="method-actions">
        <button type="button" className="method-button" data-variant="primary" onClick={onStart}>
          {words.startCourseLabel}
        </button>
      </div>
    </div>
  );
}
