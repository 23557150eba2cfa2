import type { Course } from '../model/types';
import type { PlayerEvent } from '../store/types';
import { blockIri, evaluationIri, phaseIri, questionIri } from './activityIds';
import { toIsoDuration } from './duration';
import { evaluationInteraction, interactionsOf, type Interaction } from './interactions';
import { activity, statement, type StatementContext } from './statement';
import type { XapiActivity, XapiStatement } from './types';
import { ACTIVITY_TYPES } from './vocabulary';

/** The context `toStatements` needs: the statement context plus the normalized course. */
export interface ToStatementsContext extends StatementContext {
  course: Course;
}

/** A score in percent (the service's) as xAPI's scaled score, 0..1 to four places. */
export const scaledScore = (percent: number) => Math.round(Math.min(100, Math.max(0, percent)) * 100) / 10_000;

const courseActivity = (context: ToStatementsContext) => activity(context.activityId, ACTIVITY_TYPES.course, context.course.name || null);

function answered(context: ToStatementsContext, object: XapiActivity, interaction: Interaction, parent: XapiActivity[]): XapiStatement {
  const withResponse = !interaction.freeText || context.includeFreeText === true;
  return statement('answered', object, context, withResponse ? { response: interaction.response } : undefined, { contextActivities: { parent, grouping: [courseActivity(context)] } });
}

/**
 * The xAPI 1.0.3 statements one player event stands for (docs/xapi.md has the table). Pure: the
 * time and the statement ids come from `context`. Events no LRS needs (screens, submissions,
 * diagnostics) stand for none.
 */
export function toStatements(event: PlayerEvent, context: ToStatementsContext): XapiStatement[] {
  const course = courseActivity(context);
  const inSession = 'sessionId' in event ? { ...context, sessionId: event.sessionId } : context;
  switch (event.type) {
    case 'session_started':
      return [statement('initialized', course, inSession)];
    case 'session_suspended':
      return [statement('suspended', course, inSession)];
    case 'session_resumed':
      return [statement('resumed', course, inSession)];
    case 'session_ended':
      return [statement('terminated', course, inSession, { duration: toIsoDuration(event.durationMs) })];
    case 'completed':
      return [statement('completed', course, context, { completion: true, duration: toIsoDuration(event.durationMs) })];
    case 'phase_completed': {
      const title = context.course.phases.find((phase) => phase.id === event.phaseId)?.title;
      const phase = activity(phaseIri(context.activityId, event.phaseId), ACTIVITY_TYPES.phase, title);
      const duration = toIsoDuration(event.durationMs);
      const parent = { contextActivities: { parent: [course] } };
      const done = statement('completed', phase, context, { completion: true, duration }, parent);
      if (event.passed === null) return [done];
      const score = event.score === null ? {} : { score: { scaled: scaledScore(event.score) } };
      return [done, statement(event.passed ? 'passed' : 'failed', phase, context, { ...score, success: event.passed, duration }, parent)];
    }
    case 'answer_changed': {
      const block = context.course.blocks[event.blockId];
      if (!block) return [];
      const phase = activity(phaseIri(context.activityId, block.phaseId), ACTIVITY_TYPES.phase);
      return interactionsOf(block.kind, event.answer).map((interaction) => {
        const id = interaction.questionId ? questionIri(context.activityId, block.id, interaction.questionId) : blockIri(context.activityId, block.id);
        const object = activity(id, ACTIVITY_TYPES.interaction, block.title, interaction.interactionType);
        return answered(context, object, interaction, [phase]);
      });
    }
    case 'evaluation_submitted':
      return Object.entries(event.answers).map(([questionId, value]) => {
        const question = context.course.evaluationQuestions.find((q) => q.id === questionId);
        const kind = evaluationInteraction(question?.type);
        const object = activity(evaluationIri(context.activityId, questionId), ACTIVITY_TYPES.interaction, question?.question, kind.interactionType);
        return answered(context, object, { ...kind, response: value.split('|').join('[,]') }, [course]);
      });
    case 'screen_viewed':
    case 'submitted':
    case 'submission_failed':
    case 'phase_retaken':
    case 'diagnostic':
    case 'diagnostics':
    case 'render_failed':
    // The host's audit trail and promotion rules, and the claim it records itself: no xAPI verb of their own.
    case 'disclosure_shown':
    case 'accredited_active':
    case 'accredited_inactive':
    case 'credit_claimed':
      return [];
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}
