import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { DebriefReadout } from '../course/DebriefReadout';
import { readoutInputs } from '../logic/readout';
import type { Phase } from '../model/types';
import { usePlayer, usePlayerContext } from './PlayerContext';

/** The phase's debrief_readout, on its last screen, once the learner has submitted the phase. */
export function PhaseReadout({ phase }: { phase: Phase }) {
  const { course } = usePlayerContext();
  const submitted = usePlayer((s) => s.completed[phase.id] === true || s.results[phase.id] !== undefined);
  const answers = usePlayer(useShallow((s) => s.answers));
  const rationales = usePlayer(useShallow((s) => s.rationales));
  const inputs = useMemo(() => readoutInputs(course, phase, answers, rationales), [course, phase, answers, rationales]);
  if (!phase.debriefReadout) return null;
  return (
    <DebriefReadout
      readout={phase.debriefReadout}
      submitted={submitted}
      preAnswers={inputs.preAnswers}
      postAnswers={inputs.postAnswers}
      baseline={course.confidenceBaseline}
      baselineValue={inputs.baselineValue}
      laterConfidence={inputs.laterConfidence}
      headingLevel={3}
    />
  );
}
