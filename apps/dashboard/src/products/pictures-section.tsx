import { type DragEvent, useState } from 'react';
import { siteClient } from '../platform';
import { messageOf } from '../words';
import { refusalOf, uploadPicture } from './picture-upload';
import { choiceKey, namedOptions, type PictureDraft, type ProductDraft } from './product-draft';

type Props = {
  siteId: string;
  draft: ProductDraft;
  onChange(part: Partial<ProductDraft>): void;
  /** Uploads finish while the owner edits: they are added to the draft as it is then. */
  onUploaded(pictures: PictureDraft[]): void;
};

const moved = <T,>(items: T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * The gallery: pictures dropped here (or chosen) are uploaded at once and join the product when it
 * is saved; the first is the main picture. Dragging reorders them, and so do the buttons, for a
 * keyboard. A picture may be shown for one choice (the red one for Red).
 */
export function PicturesSection({ siteId, draft, onChange, onUploaded }: Props) {
  const client = siteClient(siteId);
  const [busy, setBusy] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState(false);
  const choices = namedOptions(draft.options).flatMap((option) =>
    option.choices.map((choice) => ({
      key: choiceKey(option.name, choice.name.trim()),
      label: `${option.name}: ${choice.name.trim()}`,
    })),
  );
  const setPictures = (pictures: PictureDraft[]) => onChange({ pictures });

  const add = async (files: File[]) => {
    const refused = files.map(refusalOf).filter((sentence): sentence is string => sentence !== undefined);
    const accepted = files.filter((file) => !refusalOf(file));
    setProblems(refused);
    setBusy((count) => count + accepted.length);
    const added: PictureDraft[] = [];
    for (const file of accepted) {
      try {
        added.push(await uploadPicture(client, file));
      } catch (reason) {
        setProblems((current) => [...current, `${file.name} could not be uploaded: ${messageOf(reason)}`]);
      } finally {
        setBusy((count) => count - 1);
      }
    }
    if (added.length > 0) onUploaded(added);
  };
  const dropFiles = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) void add([...event.dataTransfer.files]);
  };

  return (
    <section className="panel" aria-labelledby="pictures">
      <h2 id="pictures">Pictures</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is the pointer's shortcut; the Choose pictures button inside does the same from a keyboard */}
      <div
        className={`drop-zone${over ? ' over' : ''}`}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) {
            event.preventDefault();
            setOver(true);
          }
        }}
        onDragLeave={() => setOver(false)}
        onDrop={dropFiles}
      >
        <p>Drop pictures here (PNG, JPEG, WebP or SVG, up to 5 MB each), or</p>
        <label className="button quiet file-button">
          Choose pictures
          <input
            type="file"
            multiple
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            className="visually-hidden"
            onChange={(event) => {
              const chosen = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              void add(chosen);
            }}
          />
        </label>
      </div>
      <p role="status" className="muted upload-status">
        {busy > 0 ? `Uploading ${busy === 1 ? 'a picture' : `${busy} pictures`}…` : ''}
      </p>
      {problems.map((sentence) => (
        <p key={sentence} role="alert" className="field-problem">
          {sentence}
        </p>
      ))}
      {draft.pictures.length > 0 ? (
        <ol className="gallery" aria-label="The product's pictures, the main one first">
          {draft.pictures.map((picture, index) => (
            <li
              key={picture.mediaId}
              draggable
              className={dragged === index ? 'dragging' : undefined}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(undefined)}
              onDragOver={(event) => {
                if (dragged !== undefined) event.preventDefault();
              }}
              onDrop={(event) => {
                if (dragged === undefined) return;
                event.preventDefault();
                event.stopPropagation();
                setPictures(moved(draft.pictures, dragged, index));
                setDragged(undefined);
              }}
            >
              <img src={picture.url} alt={picture.title} />
              <span className="picture-name">{index === 0 ? `${picture.title} (main)` : picture.title}</span>
              {choices.length > 0 ? (
                <label>
                  Shown for
                  <select
                    value={picture.forChoice}
                    onChange={(event) =>
                      setPictures(
                        draft.pictures.map((one, at) =>
                          at === index ? { ...one, forChoice: event.currentTarget.value } : one,
                        ),
                      )
                    }
                  >
                    <option value="">Every choice</option>
                    {choices.map((choice) => (
                      <option key={choice.key} value={choice.key}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
              <span className="picture-actions">
                <button
                  type="button"
                  className="button quiet small"
                  disabled={index === 0}
                  aria-label={`Move ${picture.title} earlier`}
                  onClick={() => setPictures(moved(draft.pictures, index, index - 1))}
                >
                  Earlier
                </button>
                <button
                  type="button"
                  className="button quiet small"
                  disabled={index === draft.pictures.length - 1}
                  aria-label={`Move ${picture.title} later`}
                  onClick={() => setPictures(moved(draft.pictures, index, index + 1))}
                >
                  Later
                </button>
                <button
                  type="button"
                  className="button quiet small"
                  aria-label={`Remove ${picture.title}`}
                  onClick={() => setPictures(draft.pictures.filter((_, at) => at !== index))}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
