export { CoursePlayer, type CoursePlayerProps } from './CoursePlayer';
export { usePlayer, usePlayerContext, type PlayerContextValue } from './PlayerContext';
