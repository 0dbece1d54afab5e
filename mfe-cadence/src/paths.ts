// The Cadence section's paths: other packages link to it through these, never through literals
// (docs/releases.md, "What a remote declares").
export const cadencePaths = {
  overview: '/cadence',
  businessOperations: '/cadence/business-operations',
  technologyConsulting: '/cadence/technology-consulting',
  customerExperience: '/cadence/customer-experience',
  concierge: '/cadence-concierge',
  intake: '/cadence-concierge/intake',
} as const;
