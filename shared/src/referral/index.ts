export * from './referral';
export { useReferralStore, type ReferralState } from './referralStore';
