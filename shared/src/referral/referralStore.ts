import { create } from 'zustand';
import { expiredReferralCookie, readReferralCookie, referralCookie } from './referral';

export interface ReferralState {
  /** The referral code in effect, or null. Null until `load` runs in the browser (prerendered HTML). */
  code: string | null;
  loaded: boolean;
  /** Reads the cookie (after hydration, so the first render matches the HTML). */
  load: () => void;
  /** Keeps a validated code for 60 days. */
  remember: (code: string) => void;
  /** The first purchase is done: the discount is used up. */
  consume: () => void;
}

const hasDocument = () => typeof document !== 'undefined';

export const useReferralStore = create<ReferralState>((set) => ({
  code: null,
  loaded: false,
  load: () => {
    if (!hasDocument()) return;
    set({ code: readReferralCookie(document.cookie, Date.now()), loaded: true });
  },
  remember: (code) => {
    if (hasDocument()) document.cookie = referralCookie(code, Date.now(), window.location.protocol === 'https:');
    set({ code, loaded: true });
  },
  consume: () => {
    if (hasDocument()) document.cookie = expiredReferralCookie();
    set({ code: null, loaded: true });
  },
}));
