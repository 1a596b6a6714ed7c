import { Field } from '../form-field';
import { type ChoiceDraft, choiceKey, type OptionDraft, type ProductDraft } from './product-draft';

type Props = {
  draft: ProductDraft;
  problems: Record<string, string>;
  onChange(part: Partial<ProductDraft>): void;
};

const NEW_CHOICE: ChoiceDraft = { name: '', color: '#888888' };

/**
 * The options a buyer picks from (Size, Colour) and their choices. Every combination of choices
 * is a variant, with its own price and stock below.
 */
export function OptionsSection({ draft, problems, onChange }: Props) {
  const setOptions = (options: OptionDraft[]) => {
    // A picture shown for a choice that is gone is shown for none.
    const choices = new Set(
      options.flatMap((option) => option.choices.map((c) => choiceKey(option.name, c.name))),
    );
    onChange({
      options,
      pictures: draft.pictures.map((picture) =>
        picture.forChoice && !choices.has(picture.forChoice) ? { ...picture, forChoice: '' } : picture,
      ),
    });
  };
  const setOption = (index: number, option: OptionDraft) =>
    setOptions(draft.options.map((current, at) => (at === index ? option : current)));
  return (
    <section className="panel" aria-labelledby="options">
      <h2 id="options">Options</h2>
      <p className="muted">
        Sizes, colours or materials the buyer chooses from. Each combination is a variant.
      </p>
      {problems.options ? <p className="field-problem">{problems.options}</p> : null}
      {draft.options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in a list edited in place; every input in it is controlled, so a removal cannot leave a stale value behind
        <fieldset className="option" key={index}>
          <legend>{option.name.trim() || `Option ${index + 1}`}</legend>
          <div className="field-row">
            <Field
              label="Option name"
              value={option.name}
              maxLength={50}
              problem={problems[`option-${index}`]}
              onChange={(name) => setOption(index, { ...option, name })}
            />
            <label>
              Shown as
              <select
                value={option.kind}
                onChange={(event) =>
                  setOption(index, { ...option, kind: event.currentTarget.value as OptionDraft['kind'] })
                }
              >
                <option value="drop_down">A list</option>
                <option value="color">Colour swatches</option>
              </select>
            </label>
          </div>
          <ul
            className="choice-list"
            aria-label={`Choices of ${option.name.trim() || `option ${index + 1}`}`}
          >
            {option.choices.map((choice, at) => {
              const setChoice = (next: ChoiceDraft) =>
                setOption(index, { ...option, choices: option.choices.map((c, i) => (i === at ? next : c)) });
              const label = `Choice ${at + 1} of ${option.name.trim() || `option ${index + 1}`}`;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in a list edited in place; every input in it is controlled, so a removal cannot leave a stale value behind
                <li key={at}>
                  {option.kind === 'color' ? (
                    <input
                      type="color"
                      aria-label={`Colour of ${choice.name.trim() || label}`}
                      value={choice.color}
                      onChange={(event) => setChoice({ ...choice, color: event.currentTarget.value })}
                    />
                  ) : null}
                  <input
                    aria-label={label}
                    value={choice.name}
                    maxLength={50}
                    placeholder="Like Small"
                    onChange={(event) => setChoice({ ...choice, name: event.currentTarget.value })}
                  />
                  <button
                    type="button"
                    className="button quiet small"
                    aria-label={`Remove ${choice.name.trim() || label}`}
                    onClick={() =>
                      setOption(index, { ...option, choices: option.choices.filter((_, i) => i !== at) })
                    }
                  >
                    Remove
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="actions">
            <button
              type="button"
              className="button quiet small"
              onClick={() => setOption(index, { ...option, choices: [...option.choices, NEW_CHOICE] })}
            >
              Add a choice
            </button>
            <button
              type="button"
              className="button quiet small"
              onClick={() => setOptions(draft.options.filter((_, at) => at !== index))}
            >
              Remove {option.name.trim() || 'this option'}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className="button quiet"
        disabled={draft.options.length >= 6}
        onClick={() => setOptions([...draft.options, { name: '', kind: 'drop_down', choices: [NEW_CHOICE] }])}
      >
        Add an option
      </button>
    </section>
  );
}
