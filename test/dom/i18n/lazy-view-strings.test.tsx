import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Certificate, CoursePlayer, MethodStrings, type StringsOverride } from '../../../src';
import es from '../../../src/locales/es';
import { makePlayerPayload, PLAYER_COURSE_ID } from '../../support/playerCourse';
import { dragBoardPayload } from '../../support/dragBoardCourse';
import { memoryStorage } from '../../support/memoryStorage';
import { renderPlayer } from '../../support/renderPlayer';

/*
 * The landing and completion pages load their own English with their code (docs/i18n.md, "Each
 * view loads its own English"). A host's table and the Spanish locale must still reach every one
 * of their words, and a word no table gives stays English.
 */

/** A learner who finished: the player opens on the completion page (a lazy view). */
const finished = () => {
  const marker = {
    state: {
      position: null, answers: {}, revealed: {}, rationales: {},
      completed: { intro: true, learn: true, quiz: true, done: true },
      results: {}, clock: { spentMs: {}, running: null }, courseComplete: true,
    },
    version: 1,
  };
  return { key: 'cep', storage: memoryStorage({ [`cep:${PLAYER_COURSE_ID}:user-1`]: JSON.stringify(marker) }) };
};

const issued = { status: 'issued', certificate_number: 'C-1', issued_at: '2026-03-01' } as const;

describe('the completion page, whose strings load with it', () => {
  const certificate = <Certificate certificate={issued as never} headingLevel={3} />;

  it('speaks Spanish from the Spanish table: its own words, a host certificate inside it, the player words', async () => {
    const { container } = renderPlayer({ persistence: finished(), strings: es, certificate });
    expect(await screen.findByRole('heading', { level: 2, name: 'Has completado este curso.' })).toBeTruthy();
    expect(screen.getByText('Se registró que completaste el curso.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Certificado' })).toBeTruthy();
    expect(screen.getByText('Tu certificado ya se emitió.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revisar el curso' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/Review the course|Certificate|recorded|issued/);
  });

  it('shows a host override of its strings, and English for every string the host does not give', async () => {
    const host: StringsOverride = { player: { reviewCourseLabel: 'Go through it again' }, course: { certificateHeading: 'Your CME certificate' } };
    render(
      <MethodStrings value={host}>
        <CoursePlayer payload={makePlayerPayload()} userId="user-1" onSubmit={async () => ({})} persistence={finished()} certificate={certificate} />
      </MethodStrings>,
    );
    expect(await screen.findByRole('button', { name: 'Go through it again' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Your CME certificate' })).toBeTruthy();
    // Not overridden: English, never a key or an empty string.
    expect(screen.getByText('Your completion has been recorded.')).toBeTruthy();
    expect(screen.getByText('Your certificate has been issued.')).toBeTruthy();
  });
});

describe('the landing page, whose strings load with it', () => {
  it('shows a host override of a landing string and of its Start button, English for the rest', async () => {
    renderPlayer({ landing: true, strings: { player: { startCourseLabel: 'Begin' }, course: { objectivesHeading: 'What you will be able to do' } } });
    expect(await screen.findByRole('heading', { name: 'What you will be able to do' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Begin' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Learning objectives' })).toBeNull();
  });

  it('speaks Spanish from the Spanish table', async () => {
    renderPlayer({ landing: true, strings: es });
    expect(await screen.findByRole('heading', { name: 'Objetivos de aprendizaje' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Comenzar el curso' })).toBeTruthy();
  });
});

describe('a lazily loaded kind, whose strings load with its chunk', () => {
  const board = (props: Partial<Parameters<typeof CoursePlayer>[0]>) => (
    <CoursePlayer payload={dragBoardPayload} userId="user-1" onSubmit={async () => ({})} {...props} />
  );

  it('speaks Spanish from the Spanish table', async () => {
    render(<MethodStrings value={es}>{board({})}</MethodStrings>);
    expect(await screen.findByText('Elementos')).toBeTruthy();
    expect(screen.getByText('Hallazgos')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Elegir de listas en lugar de arrastrar' })).toHaveLength(2);
  });

  it('shows a host override of its strings, and English for every string the host does not give', async () => {
    render(board({ strings: { renderers: { groupItemsHeading: 'Agents to sort' } } }));
    expect(await screen.findByText('Agents to sort')).toBeTruthy();
    expect(screen.getByText('Findings')).toBeTruthy();
    expect(screen.queryByText('Items')).toBeNull();
  });
});
