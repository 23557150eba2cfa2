import '../../../styles/method.css';
import { screen } from '@testing-library/dom';
import axe from 'axe-core';
import { createRoot } from 'react-dom/client';
import { en } from '../../../src/strings/en';
import { claimPlayer, walkToCreditClaim, type ClaimHost, type CreditClaimWalk } from '../../support/keyboardClaim';
import { keyboardLearner } from '../../support/keyboardLearner';
import { failingAxeFindings } from '../../support/axeFindings';

/**
 * A host page of its own for the keyboard-only walk to a credit claim (../../support/keyboardClaim.tsx),
 * for an engine whose in-page test frame loses the keyboard (Firefox: docs/browsers.md). Every key
 * the learner presses is a real one, sent by the node test through `window.__pressKeys`. axe looks
 * at every screen as it is shown and once answered, as test/browser/keyboard-axe.test.tsx does in the test frame.
 */
declare global {
  interface Window {
    __pressKeys: (keys: string) => Promise<void>;
    __walkToClaim: () => Promise<CreditClaimWalk>;
  }
}

localStorage.clear();
sessionStorage.clear();
const host: ClaimHost = { events: [], claims: [] };
const container = document.getElementById('host')!;
createRoot(container).render(claimPlayer(host));

// Without act(), React renders on its own schedule: the walk starts once the disclosure (a lazily loaded view) is up.
window.__walkToClaim = () =>
  screen.findByRole('heading', { level: 2, name: en.course.disclosureHeading }, { timeout: 10_000 }).then(() => walkToCreditClaim(keyboardLearner((keys) => window.__pressKeys(keys)), container, host, async (root) => failingAxeFindings((await axe.run(root, { resultTypes: ['violations'] })).violations)));
