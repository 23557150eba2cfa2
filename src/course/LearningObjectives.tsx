import { useId } from 'react';
import { enCourse, type CourseStrings } from '../strings/en-course';
import { Heading, type HeadingLevel } from './Heading';
import { readTextList } from './read';

export interface LearningObjectivesProps {
  /** `learning_objectives` of the course. */
  objectives: readonly string[] | null | undefined;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  strings?: Partial<CourseStrings>;
}

/** The numbered learning objectives; nothing when there are none. */
export function LearningObjectives({ objectives, headingLevel = 2, strings }: LearningObjectivesProps) {
  const text = { ...enCourse, ...strings };
  const headingId = useId();
  const items = readTextList(objectives);
  if (items.length === 0) return null;
  return (
    <section className="method-section" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="method-section__heading">
        {text.objectivesHeading}
      </Heading>
      <ol className="method-objectives">
        {items.map((objective, index) => (
          <li key={`${index}-${objective}`}>{objective}</li>
        ))}
      </ol>
    </section>
  );
}
