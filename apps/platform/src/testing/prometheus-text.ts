/**
 * A reader of the Prometheus text format (version 0.0.4), strict enough to fail a test on any
 * line a scraper would refuse: every sample belongs to a family announced by `# HELP` and
 * `# TYPE`, names and labels are well formed, values are numbers.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y;
const SUFFIXES = ['_bucket', '_sum', '_count', '_total', '_created'];

export function parsePrometheusText(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const helped = new Set<string>();
  const samples: Sample[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    const where = `line ${index + 1} ("${line.slice(0, 80)}")`;
    if (line.trim() === '') continue;
    const comment = line.match(/^#\s+(HELP|TYPE)\s+(\S+)\s*(.*)$/);
    if (comment) {
      const [, kind, name, rest] = comment as unknown as [string, string, string, string];
      if (!NAME.test(name)) throw new Error(`${where}: bad metric name`);
      if (kind === 'HELP') helped.add(name);
      else if (['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(rest)) types.set(name, rest);
      else throw new Error(`${where}: unknown type`);
      continue;
    }
    if (line.startsWith('#')) continue;
    const match = line.match(SAMPLE);
    if (!match) throw new Error(`${where}: not a sample`);
    const [, name, labelText = '', raw] = match as unknown as [string, string, string | undefined, string];
    // Prometheus reads its floats as Go does: NaN and Inf in any case (prom-client writes `Nan`).
    const special: Record<string, number> = {
      nan: Number.NaN,
      '+inf': Infinity,
      inf: Infinity,
      '-inf': -Infinity,
    };
    const value = special[raw.toLowerCase()] ?? Number(raw);
    if (Number.isNaN(value) && raw.toLowerCase() !== 'nan')
      throw new Error(`${where}: value is not a number`);
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText);
      if (!label) throw new Error(`${where}: bad labels`);
      labels[label[1] as string] = (label[2] as string).replace(/\\(.)/g, (_, c) => (c === 'n' ? '\n' : c));
    }
    const family = types.has(name)
      ? name
      : SUFFIXES.map((suffix) => (name.endsWith(suffix) ? name.slice(0, -suffix.length) : '')).find((base) =>
          types.has(base),
        );
    if (!family || !helped.has(family)) throw new Error(`${where}: sample of no announced family`);
    samples.push({ name, labels, value });
  }
  return { types, samples };
}

/** The value of the one sample of `name` with (at least) these labels; undefined when there is none. */
export function sampleValue(
  samples: readonly Sample[],
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return samples.find(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  )?.value;
}
