import { useActiveProfile } from '@renderer/queries/active-profile';
import { SUBNET_CHOOSER_PAGE, useSubnetChoices } from '@renderer/queries/node';
import { useMemo } from 'react';
import { type Choice, evmChainChoices, subnetChoices } from './node-choices';

export interface SubnetChoiceList {
  subnets: Choice[];
  evmChains: Choice[];
  /** Loading / failure / truncation note for under the list; null when the list is complete. */
  note: string | null;
}

/** Subnets and EVM chains of the profile's network (Data API), for the uptime and EVM config choosers. */
export function useSubnetChoiceList(): SubnetChoiceList {
  const profile = useActiveProfile();
  const query = useSubnetChoices(profile.network);
  return useMemo(() => {
    const list = query.data?.subnets ?? [];
    let note: string | null = null;
    if (query.isPending) note = 'Loading the subnet list…';
    else if (query.isError) note = `Subnet list unavailable (${query.error.message}); enter an id instead.`;
    else if (query.data?.nextPageToken) note = `First ${SUBNET_CHOOSER_PAGE} subnets listed; enter others by id.`;
    return { subnets: subnetChoices(list), evmChains: evmChainChoices(list), note };
  }, [query.data, query.isPending, query.isError, query.error]);
}
