// Content problems found while building the site. Each names a file, line and column,
// in the style of vfile-message (`content/a.md:3:1: reason`), so an editor can jump there.

/** A 1-based line and column in a source file. */
export interface Place {
  line: number;
  column: number;
}

/** One problem in one input file. */
export class ContentError {
  constructor(
    readonly file: string,
    readonly place: Place,
    readonly reason: string,
  ) {}

  toString(): string {
    return `${this.file}:${this.place.line}:${this.place.column}: ${this.reason}`;
  }
}

/** Thrown when the inputs have problems; its message lists every one, sorted by place. */
export class ContentErrors extends Error {
  readonly problems: readonly ContentError[];

  constructor(problems: readonly ContentError[]) {
    const sorted = [...problems].sort(byPlace);
    const count = sorted.length === 1 ? '1 content error' : `${sorted.length} content errors`;
    super(`build failed with ${count}; nothing was written:\n${sorted.map(String).join('\n')}`);
    this.name = 'ContentErrors';
    this.problems = sorted;
  }
}

/** Collects problems across the build and throws them together. */
export class Problems {
  readonly list: ContentError[] = [];

  add(file: string, place: Place | undefined, reason: string): void {
    this.list.push(new ContentError(file, place ?? { line: 1, column: 1 }, reason));
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ContentErrors(this.list);
  }
}

function byPlace(a: ContentError, b: ContentError): number {
  if (a.file !== b.file) return a.file < b.file ? -1 : 1;
  return a.place.line - b.place.line || a.place.column - b.place.column || (a.reason < b.reason ? -1 : 1);
}
