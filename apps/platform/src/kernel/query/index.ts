export {
  defineQueryable,
  type FieldDefinition,
  type FieldType,
  foldCase,
  type QueryableDefinition,
  type QueryableEntity,
  type QueryField,
  type SortSpec,
} from './fields.js';
export { compileFilter, MAX_FILTER_CONDITIONS, MAX_FILTER_DEPTH, MAX_FILTER_LIST } from './filter.js';
export { type QueryResult, type RunQueryOptions, runQuery } from './run-query.js';
export { MAX_SORT_FIELDS, orderBy, parseSort, sortKeys } from './sort.js';
export { normaliseDate } from './values.js';
