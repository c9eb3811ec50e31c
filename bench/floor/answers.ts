import type { NativeBalanceAnswer, NativeTxAnswer } from './address-markup';

export interface AddressAnswers {
  address: string;
  balance: NativeBalanceAnswer;
  transactions: NativeTxAnswer[];
  isContract: boolean;
}

/** The three answers the bare page and the app ask for, from the page's own origin (a pass-through). */
export async function fetchAddressAnswers(): Promise<AddressAnswers> {
  const [chainId = '', address = ''] = location.hash.slice(1).split('/');
  const base = `/v1/chains/${chainId}`;
  const get = (path: string) => fetch(base + path).then((r) => (r.ok ? r.json() : { status: r.status }));
  const [balance, page, deployment] = await Promise.all([
    get(`/addresses/${address}/balances:getNative?currency=usd`),
    get(`/addresses/${address}/transactions:listNative?pageSize=25`),
    get(`/contracts/${address}/transactions:getDeployment?currency=usd`),
  ]);
  return { address, balance, transactions: page.transactions, isContract: deployment.status !== 404 };
}
