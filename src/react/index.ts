export { CoursePlayer, type CoursePlayerProps } from './CoursePlayer';
export { preloadPlayerViews } from './lazyViews';
export { usePlayer, usePlayerContext, type PlayerContextValue } from './PlayerContext';
