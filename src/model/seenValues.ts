/** Past this many values a Set pays for itself; below it, comparing in place is cheaper. */
const SMALL = 16;

/**
 * The values a list has used so far, for spotting a repeat (question ids of an mcq). Questions
 * come a handful per block, thousands of blocks per course: a Set each was a measurable part of
 * normalizeCourse, so a short list is compared in place and only a long one gets a Set.
 */
export class SeenValues {
  private readonly list: string[] = [];
  private set: Set<string> | null = null;

  has(value: string): boolean {
    if (this.set) return this.set.has(value);
    for (let i = 0; i < this.list.length; i += 1) if (this.list[i] === value) return true;
    return false;
  }

  add(value: string): void {
    if (this.set) this.set.add(value);
    else if (this.list.length < SMALL) this.list.push(value);
    else this.set = new Set([...this.list, value]);
  }
}
