// The external services the pages use (docs/architecture.md, "The contract"): the browser links to
// and embeds them, and the server's Content-Security-Policy allows exactly their origins. One list,
// compiled into both builds; its shape is externalServicesSchema.ts's (checked by
// externalServices.test.ts).
import data from './external.json';
import type { ExternalServices } from './externalServicesSchema';

export type { ExternalServices } from './externalServicesSchema';

export const externalServices: ExternalServices = data;
