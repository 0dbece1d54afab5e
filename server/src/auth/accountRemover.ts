// A person's deletion of their own account: the auth room's part (docs/orders.md, "Deleting an account").
/** What the auth room does when a person deletes their account (the orders room asks it). */
export interface AccountRemover {
  /** Whether `password` is the account's own. */
  checkPassword(userId: string, password: string): Promise<boolean>;
  /** Deletes the account with its sessions and links. */
  remove(userId: string): Promise<void>;
}
