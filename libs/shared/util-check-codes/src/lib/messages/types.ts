import type { SubjectId } from '../codes';

/** A bounded code's two messages: with the bound filled in, and without one. */
export interface BoundText {
  readonly range: string;
  readonly plain: string;
}

/**
 * One locale's check-code texts. Bounded codes with a `subject` use the
 * locale's templates (so 80-odd "too low / too high" messages stay
 * consistent and each locale writes its own grammar once); every other code
 * has its own message under its full key (`fgrid.slCauseLiquidation`).
 */
export interface LocaleText {
  readonly templates: {
    readonly min: (subject: string) => BoundText;
    readonly max: (subject: string) => BoundText;
    readonly range: (subject: string) => BoundText;
  };
  /** Name of each input as it starts a sentence. */
  readonly subjects: Readonly<Record<SubjectId, string>>;
  readonly messages: Readonly<Record<string, string | BoundText>>;
}
