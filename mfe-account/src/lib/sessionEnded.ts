// Why /login was reached, when it was not the visitor's own doing: the service said this browser's
// session had ended on another device (useSessionCheck), and the sign-in page says so instead of
// appearing out of nowhere (docs/accounts.md, "Accounts and sign-in"). Kept for this page's life,
// until the next sign-in.
let endedElsewhere = false;

export const markSessionEnded = (): void => {
  endedElsewhere = true;
};

export const clearSessionEnded = (): void => {
  endedElsewhere = false;
};

export const sessionEndedElsewhere = (): boolean => endedElsewhere;
