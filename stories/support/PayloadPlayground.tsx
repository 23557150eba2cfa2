import { useMemo, useState, type DragEvent } from 'react';
import { CoursePlayer } from 'ce-course-player';
import { checkCourse, type CourseCheck, type Diagnostic } from 'ce-course-player/contract';

type Parsed = { ok: true; payload: unknown; check: CourseCheck } | { ok: false; error: string };

function parse(text: string): Parsed {
  try {
    const payload: unknown = JSON.parse(text);
    return { ok: true, payload, check: checkCourse(payload) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}

/** The block a diagnostic names: by delivered position (`phases[i].components[j]`) or by id. */
function blockIdOf(diagnostic: Diagnostic, check: CourseCheck): string | null {
  const path = diagnostic.path ?? '';
  const at = /^phases\[(\d+)\]\.components\[(\d+)\]/.exec(path);
  if (at) {
    const phaseId = check.deliveredPhaseIds[Number(at[1])];
    const block = Object.values(check.course.blocks).find((b) => b.phaseId === phaseId && b.position === Number(at[2]));
    return block?.id ?? null;
  }
  return check.course.blocks[path] ? path : null;
}

/** A file's text through FileReader, which every browser (and jsdom) has. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

const anchorOf = (blockId: string) => `playground-block-${encodeURIComponent(blockId)}`;

/** The service stands in as one that accepts every submission and says nothing more. */
const acceptAll = async () => ({ success: true, data: {} });

/**
 * Paste or drop a course payload: the player renders it beside what `checkCourse` says about it,
 * each diagnostic linked to the block it names (docs/checking.md).
 */
export function PayloadPlayground({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const parsed = useMemo(() => parse(text), [text]);
  const [dropped, setDropped] = useState(0);

  const load = async (file: File | undefined) => {
    if (!file) return;
    setText(await readText(file));
    setDropped((n) => n + 1);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    void load(event.dataTransfer.files[0]);
  };

  return (
    <div className="playground" style={{ display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))' }}>
      <section aria-labelledby="playground-input" style={{ minInlineSize: 0 }}>
        <h2 id="playground-input">Payload</h2>
        <label htmlFor="playground-json">Course payload (JSON): paste, or drop a file here</label>
        <textarea id="playground-json" value={text} onChange={(event) => setText(event.target.value)} onDragOver={(event) => event.preventDefault()} onDrop={onDrop} rows={14} spellCheck={false} style={{ display: 'block', inlineSize: '100%', boxSizing: 'border-box', fontFamily: 'monospace' }} />
        <label htmlFor="playground-file">Or open a payload file</label>{' '}
        <input id="playground-file" type="file" accept="application/json,.json" style={{ blockSize: '2rem', maxInlineSize: '100%' }} onChange={(event) => void load(event.target.files?.[0])} />
        {parsed.ok ? (
          <Findings check={parsed.check} />
        ) : (
          <p role="alert">Not JSON: {parsed.error}</p>
        )}
      </section>
      <section aria-labelledby="playground-player" style={{ minInlineSize: 0 }}>
        <h2 id="playground-player">What a learner sees</h2>
        {/* A new payload is a new player: progress from the previous one means nothing here. */}
        {parsed.ok && <CoursePlayer key={`${dropped}:${text.length}:${text.slice(0, 64)}`} payload={parsed.payload} userId="playground" onSubmit={acceptAll} />}
      </section>
    </div>
  );
}

function Findings({ check }: { check: CourseCheck }) {
  const { counts, summary, diagnostics, course } = check;
  return (
    <>
      <h3>What the player makes of it</h3>
      <p>
        {summary.phases} phases, {summary.screens} screens, {summary.blocks} blocks; contract revision {summary.revision.contractVersion ?? '(none)'} ({summary.revision.status}); {counts.error} errors, {counts.warning} warnings, {counts.info} info.
        {summary.unknownTypes.length > 0 && ` Unknown component types: ${summary.unknownTypes.join(', ')}.`}
      </p>
      <ul aria-label="Diagnostics">
        {diagnostics.map((diagnostic, index) => {
          const blockId = blockIdOf(diagnostic, check);
          return (
            <li key={index}>
              <strong>{diagnostic.severity}</strong> {diagnostic.code}
              {diagnostic.path && <> at <code>{diagnostic.path}</code></>}: {diagnostic.message}
              {blockId !== null && <> (<a href={`#${anchorOf(blockId)}`}>block {blockId}</a>)</>}
            </li>
          );
        })}
      </ul>
      <h3>Blocks</h3>
      <ul aria-label="Blocks">
        {course.phases.flatMap((phase) =>
          phase.blockIds.map((id) => {
            const block = course.blocks[id]!;
            return (
              <li key={id} id={anchorOf(id)} tabIndex={-1}>
                <details>
                  <summary style={{ paddingBlock: '0.25rem' }}>
                    {id}: {block.kind === 'unknown' ? `unknown type "${block.rawType}"` : block.kind}, phase "{phase.title}", screen {block.screenIndex + 1}
                  </summary>
                  <pre>{JSON.stringify(block.fields, null, 2)}</pre>
                </details>
              </li>
            );
          }),
        )}
      </ul>
    </>
  );
}
