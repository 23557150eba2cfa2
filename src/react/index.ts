export { CoursePlayer, type CoursePlayerProps } from './CoursePlayer';
export { preloadPlayerViews } from './lazyViews';
export { usePlayer, usePlayerActions, usePlayerContext, type PlayerContextValue } from './PlayerContext';
export { submitProgressTo, type SubmitHttpError } from './submitProgressTo';
