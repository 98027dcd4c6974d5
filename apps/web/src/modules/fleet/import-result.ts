import type { Violation } from '@velodesk/contract/hydra';

/** One refused line of an import, as the server names it ("line 7"). */
export interface ImportProblem {
  line: number | null;
  where: string;
  message: string;
}

/** The problems of a refused import, in line order (problems without a line first). */
export const importProblems = (violations: readonly Violation[]): ImportProblem[] =>
  violations
    .map((violation) => {
      const match = /^line\s+(\d+)$/i.exec(violation.propertyPath.trim());
      return {
        line: match ? Number(match[1]) : null,
        where: violation.propertyPath,
        message: violation.message,
      };
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
