/** `ce-course-player/locales/en`: the whole English `Strings` table, for `<MethodStrings value>` or a `strings` prop. */
import { en } from '../strings/en';

export default en;
