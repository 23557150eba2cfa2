/** Element ids inside one narrative-escape block, from its useId base (payload ids may hold spaces). */
export const escapeIds = {
  sceneHeading: (base: string, sceneIndex: number) => `${base}-scene-${sceneIndex}`,
  prompt: (base: string, puzzleIndex: number) => `${base}-prompt-${puzzleIndex}`,
  feedback: (base: string, puzzleIndex: number) => `${base}-feedback-${puzzleIndex}`,
};
