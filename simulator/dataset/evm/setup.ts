import type { Rng } from '../rng';
import type { Deployed } from './activity';
import type { Actors } from './actors';
import { logUniform, share } from './amounts';
import { type ChainBuilder, type TxDraft, ZERO_ACCOUNT } from './builder';
import { collectionPlans, tokenPlans } from './catalogue';
import { fastHash } from './fast-hash';
import type { EvmChainSpec } from './types';

/** One launch transaction, built when its turn comes (so nonces and balances are current). */
export type SetupStep = () => { draft: TxDraft; after?: () => void } | null;

const WEI = 10n ** 18n;

/**
 * The chain's launch in its first blocks: the TeleporterMessenger, tokens (each minting its supply to
 * its deployer), the DEX with one pool per liquid token, NFT collections, pool liquidity and the
 * initial distribution of tokens to early users. Registers tokens and collections in the builder.
 */
export function planSetup(b: ChainBuilder, rng: Rng, actors: Actors, spec: EvmChainSpec, d: Deployed): SetupStep[] {
  const steps: SetupStep[] = [];
  const gas = (min: number, max: number) => {
    const gasUsed = rng.int(min, max);
    return { gasUsed, gasLimit: Math.ceil((gasUsed * 1.25) / 1000) * 1000 };
  };
  const deploy = (from: number, name: string, kind: 'contract' | 'erc20' | 'erc721' | 'erc1155', assetIndex?: number) =>
    ({
      from,
      to: ZERO_ACCOUNT,
      value: 0n,
      kind: 'deploy',
      ...gas(900_000, 3_200_000),
      create: { kind, name, assetIndex },
    }) satisfies TxDraft;

  steps.push(() => ({
    draft: deploy(actors.keyless, 'TeleporterMessenger', 'contract'),
    after: () => {
      d.messenger = b.lastCreated;
    },
  }));

  const plans = tokenPlans(spec);
  const deployerOf: number[] = [];
  plans.forEach((plan, i) => {
    const t = b.registerToken();
    const deployer = plan.spam || plan.reputation === 'Malicious' ? actors.spammer : (actors.team[i % 2] as number);
    deployerOf[t] = deployer;
    b.data.tokens.push({
      account: -1,
      name: plan.name,
      symbol: plan.symbol,
      decimals: plan.decimals,
      logoUri: plan.logo
        ? `https://images.ctfassets.net/gcj8jwzm6086/${spec.key}-${plan.symbol.toLowerCase()}/token-logo.png`
        : undefined,
      usdPrice: plan.usdPrice === undefined ? undefined : plan.usdPrice * (plan.pegToNative ? spec.nativeUsdPrice : 1),
      spam: plan.spam,
      reputation: spec.isCChain ? plan.reputation : null,
    });
    if (plan.spam) d.spamTokens.push(t);
    else if (plan.reputation !== 'Malicious') d.liquidTokens.push(t);
    const supply = plan.supply * 10n ** BigInt(plan.decimals);
    steps.push(() => ({
      draft: {
        ...deploy(deployer, plan.name, 'erc20', t),
        erc20: [{ token: t, from: ZERO_ACCOUNT, to: deployer, value: supply }],
      },
      after: () => {
        b.data.tokens[t]!.account = b.lastCreated;
      },
    }));
  });

  const dexOwner = actors.team[2] as number;
  steps.push(() => ({
    draft: deploy(dexOwner, 'Summit Swap: Router', 'contract'),
    after: () => {
      d.router = b.lastCreated;
    },
  }));
  steps.push(() => ({
    draft: deploy(dexOwner, 'Summit Swap: Factory', 'contract'),
    after: () => {
      d.factory = b.lastCreated;
    },
  }));
  steps.push(() => ({
    draft: deploy(actors.devs[0] as number, 'Disperse', 'contract'),
    after: () => {
      d.disperse = b.lastCreated;
    },
  }));

  plans.forEach((plan, t) => {
    if (!plan.pooled) return;
    steps.push(() => ({
      draft: {
        from: dexOwner,
        to: d.factory,
        value: 0n,
        kind: 'factoryCreate',
        methodSig: 'createPair(address,address)',
        ...gas(2_400_000, 2_900_000),
        create: {
          kind: 'contract',
          name: `Summit Swap: ${plan.symbol}/${spec.nativeToken.symbol}`,
          create2Salt: fastHash(rng),
        },
      },
      after: () => {
        d.pools.set(t, b.lastCreated);
      },
    }));
  });

  for (const plan of collectionPlans(spec)) {
    const c = b.registerCollection();
    b.data.collections.push({
      account: -1,
      ercType: plan.ercType,
      name: plan.name,
      symbol: plan.symbol,
      style: plan.style,
      metaRng: rng.fork(`collection:${plan.name}`),
    });
    if (plan.ercType === 'ERC-721') {
      d.collections721.push(c);
      d.nextTokenId.set(c, 1n);
      d.mintPrice.set(c, (BigInt(Math.round(plan.mintPrice * 1000)) * WEI) / 1000n);
    } else {
      d.collections1155.push(c);
      d.itemMinter.set(c, actors.team[1] as number);
      d.itemIds.set(c, plan.itemIds ?? [1]);
    }
    const kind = plan.ercType === 'ERC-721' ? 'erc721' : 'erc1155';
    steps.push(() => ({
      draft: deploy(actors.team[1] as number, plan.name, kind, c),
      after: () => {
        b.data.collections[c]!.account = b.lastCreated;
      },
    }));
  }

  plans.forEach((plan, t) => {
    if (!plan.pooled) return;
    steps.push(() => {
      const from = deployerOf[t] as number;
      const pool = d.pools.get(t);
      if (pool === undefined) return null;
      const tokens = b.erc20Balance(t, from) / 4n;
      const native = share(rng, b.balances[from]!, 0.05, 0.12);
      const g = gas(180_000, 260_000);
      return {
        draft: {
          from,
          to: d.router,
          value: native,
          kind: 'call',
          methodSig: 'addLiquidityAVAX(address,uint256,uint256,uint256,address,uint256)',
          ...g,
          internal: [
            { from: d.router, to: pool, type: 'CALL', value: native, gasUsed: 90_000, gasLimit: 140_000 },
            {
              from: d.router,
              to: b.data.tokens[t]!.account,
              type: 'CALL',
              value: 0n,
              gasUsed: 31_000,
              gasLimit: 50_000,
            },
          ],
          erc20: [{ token: t, from, to: pool, value: tokens }],
        },
      };
    });
  });

  const founders = actors.users.slice(0, actors.joined);
  plans.forEach((plan, t) => {
    if (plan.spam) return;
    const reach = plan.reputation === 'Malicious' ? 0.08 : 0.3 + rng.next() * 0.4;
    for (const user of founders) {
      if (!rng.chance(reach)) continue;
      const fraction = logUniform(rng, 0.000_005, 0.002);
      steps.push(() => {
        const from = deployerOf[t] as number;
        const held = b.erc20Balance(t, from);
        const value = (held * BigInt(Math.floor(fraction * 1e9))) / 1_000_000_000n;
        if (value <= 0n) return null;
        return {
          draft: {
            from,
            to: b.data.tokens[t]!.account,
            value: 0n,
            kind: 'erc20',
            methodSig: 'transfer(address,uint256)',
            ...gas(34_000, 52_000),
            erc20: [{ token: t, from, to: user, value }],
          },
        };
      });
    }
  });
  return steps;
}
