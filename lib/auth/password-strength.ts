import type { FeedbackType, ZxcvbnFactory } from "@zxcvbn-ts/core";
import { validationError } from "../errors";

/**
 * The lowest zxcvbn score a new password may have: 3, "safely unguessable" against online
 * guessing and a slow hash offline (scrypt here). 0–2 are the common, the patterned and
 * the personal.
 */
export const MIN_PASSWORD_SCORE = 3;

/** Words of this site that make a password guessable to anyone who knows where it is used. */
const SITE_WORDS = ["akwaaba"];

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn with its common-password and English dictionaries, loaded on first use (a few MB),
 * once per process. Only the first 64 characters are judged and l33t substitutions are capped
 * at 10: beyond that a check of a long random string costs hundreds of milliseconds of CPU,
 * and such a password is strong anyway.
 */
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, english] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: english.translations,
      maxLength: 64,
      l33tMaxSubstitutions: 10,
    });
  })();
  return estimator;
}

function advice(feedback: FeedbackType): string {
  const parts = [feedback.warning, ...feedback.suggestions].filter(Boolean);
  return parts.length > 0
    ? parts.join(" ")
    : "Add another word or two; a few unrelated words make a strong password.";
}

/**
 * Refuses a password that is easy to guess (400, `password`, `weak`), saying why: the one rule
 * for every password a person chooses. The account's own e-mail and name count as guessable.
 */
export async function assertStrongPassword(password: string, personal: string[]): Promise<void> {
  const result = await (await passwordEstimator()).check(password, [...personal, ...SITE_WORDS]);
  if (result.score >= MIN_PASSWORD_SCORE) return;
  throw validationError(
    "password",
    "weak",
    `This password is too easy to guess. ${advice(result.feedback)}`,
  );
}
