/** `ce-course-player/locales/es`: the whole Spanish `Strings` table, for `<MethodStrings value>` or a `strings` prop. */
import { es } from '../strings/es';

export default es;
