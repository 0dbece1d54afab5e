// The Cadence section's public addresses (mfe-cadence owns the pages): the Cadence remote and every
// package that links to it use these, never literals (docs/rollouts.md, "Public addresses").
export const cadencePaths = {
  overview: '/cadence',
  businessOperations: '/cadence/business-operations',
  technologyConsulting: '/cadence/technology-consulting',
  customerExperience: '/cadence/customer-experience',
  concierge: '/cadence-concierge',
  intake: '/cadence-concierge/intake',
} as const;
