import '../../styles/method.css';
import { beforeAll, describe, it } from 'vitest';
import { reportFigureFromBrowser } from '../reliability/figureFromBrowser';
import { inPageEngineLabel } from '../support/engines/inPageEngine';
import { claimPlayer, creditClaimFigure, expectCreditClaimWalk, walkToCreditClaim, type ClaimHost } from '../support/keyboardClaim';
import { keyboardUser } from '../support/keyboardUser';
import { mount } from '../support/mount';

/**
 * Accredited delivery's "done when" (docs/player.md) with the keyboard alone, in the engine's test
 * frame (../support/keyboardClaim.tsx says what is walked and checked): the disclosure first, the
 * whole sample course with its reviews, a 1.25-hour pharmacy credit claim and the certificate; the
 * identifiers in neither storage nor events; not one pointer event. Firefox runs the same walk in
 * a page of its own (test/reliability/keyboard-claim.node.test.ts).
 */
beforeAll(() => {
  // testing-library's import marks the page a React act() environment; real key presses settle on their own.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

describe(`the sample course by keyboard alone, to a credit claim, in ${inPageEngineLabel}`, () => {
  it('shows the disclosure first, plays every phase with its reviews, claims 1.25 of 1.5 pharmacy hours and shows the certificate', async () => {
    localStorage.clear();
    sessionStorage.clear();
    const host: ClaimHost = { events: [], claims: [] };
    const { container, unmount } = await mount(claimPlayer(host));
    try {
      const walk = await walkToCreditClaim(keyboardUser(), container, host);
      expectCreditClaimWalk(walk);
      await reportFigureFromBrowser(creditClaimFigure(walk, inPageEngineLabel));
    } finally {
      await unmount();
      localStorage.clear();
    }
  }, 240_000);
});
