import { readConfidenceCheckOutline } from './readConfidenceCheckOutline';
import { nonBlankText, readMediaOutline } from './readDisplayKinds';
import { evaluationQuestionEntries } from './readEvaluationOutline';
import { readFormInputOutline } from './readFormInputOutline';
import { hotspotEntries, readImageHotspotOutline } from './readImageHotspotOutline';
import { escapeSceneEntries } from './readNarrativeEscapeOutline';

/**
 * The outline readers the lazy kinds' full readers build their views on, as one object the full
 * readers import instead of the outline modules. A host's Rolldown (Vite 8) gives each module that
 * the page's entry shares with a different set of lazy chunks a chunk of its own when it cannot prove
 * the entry has loaded it first (rolldown#10731): imported one by one, each outline was a file of its
 * own up front. Through this object every outline is reached from every full reader, so they share
 * one set and one file with the reading helpers (the bench page's build: 17 files up front -> 12).
 * An object, not re-exports: a library build links a re-export to the module that defines it.
 */
export const outlineReaders = {
  readConfidenceCheckOutline,
  nonBlankText,
  readMediaOutline,
  evaluationQuestionEntries,
  readFormInputOutline,
  hotspotEntries,
  readImageHotspotOutline,
  escapeSceneEntries,
};
