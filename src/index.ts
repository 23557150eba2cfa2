/**
 * `ce-course-player`: the React entry, a client module ("use client"). It exports components,
 * hooks and the registry only. Server-safe functions (normalizeCourse, submit-body builders,
 * catalog and course readers) live in `ce-course-player/contract`: a Server Component calling one
 * through this entry would get a client reference and throw. Their types stay available here.
 */
export type * from './entries/contract';
export * from './react';
export * from './registry';
export { defaultRegistry } from './renderers/defaultRegistry';
export { defaultStrings, type PlayerStrings, type Strings, type StringsOverride, type StringsSection } from './strings/en';
export { MethodStrings, type MethodStringsProps } from './i18n/MethodStrings';
export { usePlayerStrings, useStrings, type LocaleProps } from './i18n/useStrings';
export type { ResolvedStrings } from './i18n/resolveStrings';
export type { ResolvedPart, StringsPart } from './i18n/stringsPart';
export type { Format, FormatOptions, PluralForms } from './strings/format';
export type { CourseStrings, Disjoint } from './strings/tableTypes';
// The English tables, as types only: PlayerStrings and KindPlayerStrings are read off them.
export type { playerStrings } from './strings/en-player';
export type { rendererStrings } from './strings/en-renderers';
export type { CatalogStrings } from './strings/en-catalog';
export { createPlayerStore, type PlayerStore } from './store/createPlayerStore';
export type { PlayerEvent, PlayerState, PersistedProgress, SubmissionKey, SubmissionStatus } from './store/types';
export type { PlayerStoreOptions, Timers } from './store/options';
export type { KeyedSubscriptions } from './store/keyedSubscriptions';
export type { PhaseResultRecord, Progress } from './logic/submitTransition';
export type { PhaseClock } from './logic/time';
export type { ClaimedCredit } from './logic/claimedCredit';
export type { MediaWatch, PlayedRanges } from './logic/mediaWatch';
export type { OutboxState } from './logic/outbox';
export type { Position } from './logic/navigation';
export type { QuestionSpan, QuestionSpans } from './logic/questionClock';
export type { InitialProgress, PersistenceOptions, ProgressStorage, SubmitInit } from './store/options';
export type { ProgressLoading } from './store/progressLoading';
export { localStorageProgress } from './store/localStorageProgress';
export { indexedDbProgress, type IndexedDbProgressOptions } from './store/indexedDbProgress';
export { SafeHtml, type SafeHtmlProps } from './controls/SafeHtml';
// sanitizeHtml answers null until a sanitizer is ready (in a browser without the Sanitizer API, DOMPurify loads on first need).
export { sanitizeHtml, whenSanitizerReady } from './controls/sanitizeHtml';
export { safeUrl, type SafeUrlOptions } from './controls/safeUrl';
export { CourseCard, type CourseCardProps } from './catalog/CourseCard';
export { CourseCatalog, type CourseCatalogProps } from './catalog/CourseCatalog';
export { MethodRoot, type MethodRootProps, type MethodTheme } from './course/MethodRoot';
export { LandingPage, type LandingPageProps } from './course/LandingPage';
export { Accreditation, type AccreditationProps } from './course/Accreditation';
export { LearningObjectives, type LearningObjectivesProps } from './course/LearningObjectives';
export { CourseDetails, type CourseDetailsProps } from './course/CourseDetails';
export { Faculty, type FacultyProps } from './course/Faculty';
export { References, type ReferencesProps } from './course/References';
export { SeriesNav, type SeriesNavProps } from './course/SeriesNav';
export { Debrief, type DebriefProps } from './course/Debrief';
export { DebriefReadout, type DebriefReadoutProps } from './course/DebriefReadout';
export { FollowUp, type FollowUpProps } from './course/FollowUp';
export { Certificate, type CertificateProps } from './course/Certificate';
export { Disclosure, type DisclosureProps } from './course/Disclosure';
export { CreditClaimForm, type CreditClaimFormProps } from './course/CreditClaimForm';
export type { HeadingLevel } from './course/Heading';
export type { PlayerActions } from './store/types';
export type { HostCallbacks } from './react/hostCallbacks';
export type { HostMediaCompletion } from './logic/mediaWatch';
export type { MediaTrackInput } from './model/fields/readMediaTracks';
export type { KindPlayerStrings, kindStrings } from './strings/en-kinds';
