// The release pages' parts are the console's (lib/consoleParts.tsx), shared with the shop's pages.
export { DataTable, QueryOutcome, when } from '../../lib/consoleParts';
