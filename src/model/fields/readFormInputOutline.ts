import { asRecord, Flag, Reader } from '../read';

/** What the player needs of a form-input before its chunk loads: whether Continue waits for it. Its label and type are readFormInput's. */
export function readFormInputOutline(fields: unknown, reader = new Reader()): { required: boolean } {
  return { required: reader.firstOf(asRecord(fields), ['required', 'is_required'], Flag, false) };
}
