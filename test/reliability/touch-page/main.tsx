import '../../../styles/method.css';
import { createRoot } from 'react-dom/client';
import { CoursePlayer } from '../../../src';
import type { SubmitProgressBody } from '../../../src/contract';
import { dragBoardPayload } from '../../support/dragBoardCourse';

/**
 * A phone's host page for the touch suite: the drag board course, with every body the player
 * posts kept in `window.__bodies` for the node test to read.
 */
declare global {
  interface Window {
    __bodies: SubmitProgressBody[];
  }
}

window.__bodies = [];
const onSubmit = async (body: SubmitProgressBody) => {
  window.__bodies.push(body);
  return { success: true, contract_version: '2026-09-03', data: { score: 100, passed: true, all_phases_complete: false, rationales: [] } };
};

createRoot(document.getElementById('host')!).render(<CoursePlayer payload={dragBoardPayload} userId="user-1" onSubmit={onSubmit} />);
