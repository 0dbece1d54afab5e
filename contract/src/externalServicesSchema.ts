// The shape of the external services the pages use (externalServices.ts holds them): apart, so that
// the browser, which only reads them, carries no schema for them.
import * as v from 'valibot';

const Address = v.pipe(v.string(), v.url(), v.startsWith('https://', 'must be an https address'));

export const ExternalServicesSchema = v.object({
  /** The chat assistant (opens in a new tab). */
  chatAssistantUrl: Address,
  /** The scheduling page, and the script of its widget. */
  schedulingPageUrl: Address,
  schedulingWidgetScript: Address,
  /** The embedded contact form. */
  contactFormUrl: Address,
  socialProfileUrl: Address,
  /** The embedded intake form of Cadence Concierge. */
  intakeFormUrl: Address,
  /** The base address of the demo media. */
  mediaBaseUrl: Address,
});

export type ExternalServices = v.InferOutput<typeof ExternalServicesSchema>;
