import { toChecksumAddress } from '@shared/ids';
import type { Profile } from '@shared/models/profile';

/** Wrapped AVAX: a contract every C-Chain explorer user recognises, one per network. */
const WAVAX: Record<Profile['network'], string> = {
  mainnet: toChecksumAddress('0xb31f66aa3c1e785363f0875a1b74e27b85fd66c7'),
  fuji: toChecksumAddress('0xd00ae08403b9bbb9124bb305c09058e32c39a48c'),
};

/** The primary network's subnet id (cb58 of 32 zero bytes). */
export const PRIMARY_NETWORK_ID = '11111111111111111111111111111111LpoYY';

export const exampleAddress = (network: Profile['network']) => WAVAX[network];
