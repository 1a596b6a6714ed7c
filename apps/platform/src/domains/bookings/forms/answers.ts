import { type FieldViolation, FORM_ANSWER_MAX_LENGTH, type FormAnswer } from '@bazaar/contracts';
import { ValidationError } from '../../../kernel/errors.js';
import type { FormRecord } from './repo.js';

export interface AnswerInput {
  id: string;
  value: string;
  valueType?: string;
}

const CHECKBOX_VALUES = new Set(['true', 'false']);

/**
 * A booker's answers checked against the form's questions: every required question answered (a
 * required check box ticked), no question answered twice or that the form does not ask, each
 * answer within its type's length (a check box: "true" or "false"). Answers keep the label the
 * question had, so a booking reads the same after the form changes. All violations at once.
 */
export function checkedAnswers(
  form: Pick<FormRecord, 'fields'>,
  answers: readonly AnswerInput[] = [],
): FormAnswer[] {
  const violations: FieldViolation[] = [];
  const at = (index: number, part = 'value') => `booking.additionalFields[${index}].${part}`;
  const byId = new Map(form.fields.map((field) => [field.id, field]));
  const seen = new Set<string>();
  const kept: FormAnswer[] = [];
  answers.forEach((answer, index) => {
    const field = byId.get(answer.id);
    if (!field) {
      violations.push({
        field: at(index, 'id'),
        description: 'is not a question of this service’s form',
        violatedRule: 'VALIDATION',
      });
      return;
    }
    if (seen.has(answer.id)) {
      violations.push({
        field: at(index, 'id'),
        description: 'answers a question already answered',
        violatedRule: 'VALIDATION',
      });
      return;
    }
    seen.add(answer.id);
    if (answer.valueType !== undefined && answer.valueType !== field.valueType) {
      violations.push({
        field: at(index, 'valueType'),
        description: `must be ${field.valueType}`,
        violatedRule: 'VALIDATION',
      });
      return;
    }
    const value = field.valueType === 'CHECK_BOX' ? answer.value.trim().toLowerCase() : answer.value.trim();
    if (field.valueType === 'CHECK_BOX' && !CHECKBOX_VALUES.has(value)) {
      violations.push({
        field: at(index),
        description: 'must be "true" or "false"',
        violatedRule: 'VALIDATION',
      });
      return;
    }
    const most = FORM_ANSWER_MAX_LENGTH[field.valueType];
    if (value.length > most) {
      violations.push({
        field: at(index),
        description: `must be at most ${most} characters`,
        violatedRule: 'MAX_LENGTH',
      });
      return;
    }
    if (value !== '') kept.push({ id: field.id, value, label: field.label, valueType: field.valueType });
  });
  for (const field of form.fields) {
    const answer = kept.find((found) => found.id === field.id);
    if (field.required && (!answer || (field.valueType === 'CHECK_BOX' && answer.value !== 'true'))) {
      violations.push({
        field: 'booking.additionalFields',
        description: `must answer “${field.label}”`,
        violatedRule: 'REQUIRED_FIELD',
      });
    }
  }
  if (violations.length > 0) throw new ValidationError(violations);
  return kept;
}
