import type { Site } from '@bazaar/sdk/sites';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SaveBar, useEditForm } from '../edit-form';
import { Field } from '../form-field';
import { siteClient } from '../platform';

const APPS = [
  ['stores', 'Store'],
  ['bookings', 'Bookings'],
  ['events', 'Events and tickets'],
  ['pricing-plans', 'Membership plans'],
] as const;
type App = (typeof APPS)[number][0];

interface Draft {
  displayName: string;
  timeZone: string;
  installedApps: App[];
}

const ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

function problemsOf(draft: Draft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.displayName.trim()) problems.displayName = 'Give the site a name.';
  else if (draft.displayName.trim().length > 200) problems.displayName = 'A name has at most 200 characters.';
  return problems;
}

/** The site's name, its time zone (schedules, sales by day) and the apps its storefront shows. */
export function GeneralForm({ siteId, site }: { siteId: string; site: Site }) {
  const client = siteClient(siteId);
  const queries = useQueryClient();
  const form = useEditForm<Draft>(
    {
      displayName: site.displayName,
      timeZone: site.settings.timeZone,
      installedApps: [...site.installedApps],
    },
    problemsOf,
  );
  const { draft, change } = form;
  const save = useMutation({
    mutationFn: (sent: Draft) =>
      client.site.updateSite({
        displayName: sent.displayName.trim(),
        installedApps: sent.installedApps,
        settings: { timeZone: sent.timeZone },
      }),
    onSuccess: (updated, sent) => {
      queries.setQueryData(['site', siteId], updated);
      void queries.invalidateQueries({ queryKey: ['account-sites'] });
      form.saved(sent, 'Site saved.', { ...sent, displayName: updated.displayName });
    },
    onError: form.failed,
  });
  const zones = ZONES.includes(draft.timeZone) ? ZONES : [draft.timeZone, ...ZONES];
  return (
    <form
      className="panel editor"
      aria-labelledby="site-general"
      onSubmit={form.submitWith(save.isPending, save.mutate)}
      noValidate
    >
      <h2 id="site-general">The site</h2>
      <Field
        label="Name"
        value={draft.displayName}
        maxLength={200}
        problem={form.problems.displayName}
        onChange={(displayName) => change({ displayName })}
      />
      <label>
        Time zone
        <select value={draft.timeZone} onChange={(event) => change({ timeZone: event.currentTarget.value })}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="choices">
        <legend>Apps on the storefront</legend>
        {APPS.map(([app, name]) => (
          <label key={app} className="check">
            <input
              type="checkbox"
              checked={draft.installedApps.includes(app)}
              onChange={(event) =>
                change({
                  installedApps: event.currentTarget.checked
                    ? [...draft.installedApps, app]
                    : draft.installedApps.filter((installed) => installed !== app),
                })
              }
            />
            {name}
          </label>
        ))}
      </fieldset>
      <SaveBar said={form.said} dirty={form.dirty}>
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save the site'}
        </button>
      </SaveBar>
    </form>
  );
}
