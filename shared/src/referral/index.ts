export * from './referral';
export { useReferralStore, type ReferralState } from './referralStore';
export { checkReferralCode } from './referralCheck';
