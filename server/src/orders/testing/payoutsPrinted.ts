// What `npm run payouts -- --month <month> --orders` prints over a shop's data (payoutCommand.ts
// on the embedded database): for the console's tests, which hold their answers equal to it.
import { payoutTable } from '../payouts/payoutReport';
import type { ShopData } from '../shopData';

export const payoutsPrinted = async (data: ShopData, month: string) =>
  payoutTable(await data.payouts.ofMonth(month), month, { orders: true });
