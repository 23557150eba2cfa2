// The outline readers the kinds' chunks build their full views on, through one module: a bundler
// then puts every outline a chunk reuses in one shared chunk (they are on the first screen's path
// anyway, normalize reads with them) rather than a chunk each, and each chunk costs gzip bytes.
export { readConfidenceCheckOutline } from './readConfidenceCheckOutline';
export { readMediaOutline, nonBlankText } from './readDisplayKinds';
export { evaluationQuestionEntries } from './readEvaluationOutline';
export { readFormInputOutline } from './readFormInputOutline';
export { hotspotEntries, readImageHotspotOutline } from './readImageHotspotOutline';
export { escapeSceneEntries } from './readNarrativeEscapeOutline';
