import { describe, expect, it } from 'vitest';
import { fieldsOf, questionsProblem } from './form-questions';

describe('a booking form’s questions', () => {
  it('are sent trimmed, keeping the ids of saved ones', () => {
    expect(
      fieldsOf([
        { id: 'q1', label: ' Allergies? ', valueType: 'SHORT_TEXT', required: false },
        { label: 'First visit', valueType: 'CHECK_BOX', required: true },
      ]),
    ).toEqual([
      { id: 'q1', label: 'Allergies?', valueType: 'SHORT_TEXT', required: false },
      { label: 'First visit', valueType: 'CHECK_BOX', required: true },
    ]);
  });

  it('say which one needs a look', () => {
    expect(questionsProblem([{ label: ' ', valueType: 'LONG_TEXT', required: false }])).toBe(
      'Write question 1, or remove it.',
    );
    expect(questionsProblem([{ label: 'x'.repeat(201), valueType: 'LONG_TEXT', required: false }])).toBe(
      'Question 1 is longer than 200 characters.',
    );
    expect(questionsProblem([])).toBeUndefined();
  });
});
