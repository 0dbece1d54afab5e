// The schema library of the page (valibot), shared by federation as one module, like the router:
// a shared package is never tree-shaken, so sharing 'valibot' itself would ship all of it, and
// importing it in each package would download a copy per remote. Re-exporting what the site uses
// keeps one small copy for the page. Browser code imports schemas from here (eslint enforces it).
export {
  array,
  check,
  finite,
  integer,
  literal,
  maxLength,
  maxValue,
  minLength,
  minValue,
  number,
  object,
  optional,
  picklist,
  record,
  pipe,
  regex,
  safeParse,
  string,
  trim,
  url,
} from 'valibot';
export type { InferOutput } from 'valibot';
