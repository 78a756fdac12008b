// paymentAccounts/{companyId}: the company's Stripe connected account as the server last read it. Server
// only (no client reads or writes it; the admin learns the state from companies/{id} and the status call).
import type { StripeConnectionState } from "../entities/company";
import type { AccountRequirements } from "./connection";

export interface PaymentAccountData {
  companyId: string;
  /** The connected account (acct_…); null while its creation is claimed and under way. */
  accountId: string | null;
  /**
   * Which creation this is: the idempotency key of stripe.accounts.create is made of the company and this
   * number, so parallel callers of one claim get the same account; a failed creation moves to the next.
   */
  creationAttempt: number;
  /** ISO time the current creation was claimed. */
  claimedAt: string;
  /** Stripe refused the creation of this number: the next call claims the next number. */
  creationFailed?: boolean;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirements: AccountRequirements;
  state: StripeConnectionState;
  /** The account's default currency (ISO 4217, lower case as Stripe gives it), when known. */
  currency: string | null;
  /**
   * ISO time the fields above were read from Stripe. A write carrying an older read is dropped, so an old
   * event (or a slow status call) never overwrites a newer state.
   */
  readAt: string | null;
  updatedAt: string;
}
