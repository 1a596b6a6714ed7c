/** A question of a booking form as its editor holds it. */
export interface Question {
  /** Kept for a question that was saved (answers stay tied to it); none for a new one. */
  id?: string;
  label: string;
  valueType: 'SHORT_TEXT' | 'LONG_TEXT' | 'CHECK_BOX';
  required: boolean;
}

export const ANSWER_KINDS: readonly (readonly [Question['valueType'], string])[] = [
  ['SHORT_TEXT', 'A short answer'],
  ['LONG_TEXT', 'A long answer'],
  ['CHECK_BOX', 'A tick box'],
];

/** What keeps the questions from being saved, as one sentence, or undefined. */
export function questionsProblem(questions: readonly Question[]): string | undefined {
  if (questions.length > 20) return 'A form asks at most 20 questions.';
  const blank = questions.findIndex((question) => !question.label.trim());
  if (blank >= 0) return `Write question ${blank + 1}, or remove it.`;
  const long = questions.findIndex((question) => question.label.trim().length > 200);
  if (long >= 0) return `Question ${long + 1} is longer than 200 characters.`;
  return undefined;
}

/** The questions as the platform takes them: trimmed, saved ones keeping their ids. */
export const fieldsOf = (questions: readonly Question[]) =>
  questions.map((question) => ({
    ...(question.id ? { id: question.id } : {}),
    label: question.label.trim(),
    valueType: question.valueType,
    required: question.required,
  }));
