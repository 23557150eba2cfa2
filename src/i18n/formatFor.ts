import { createFormat, type Format } from '../strings/format';

const formats = new Map<string, Format>();

/** One Format per locale and zone for the page: Intl objects are costly to build on every render. */
export function formatFor(locale: string | undefined, timeZone: string | undefined): Format {
  const key = `${locale ?? ''}|${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = createFormat({ locale, timeZone });
    formats.set(key, format);
  }
  return format;
}
