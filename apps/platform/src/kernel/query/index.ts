export {
  defineQueryable,
  foldCase,
} from './fields.js';
export { compileFilter } from './filter.js';
export { runQuery } from './run-query.js';
