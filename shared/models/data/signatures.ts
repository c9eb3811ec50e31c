import { loose } from '@shared/schema';
import { z } from 'zod';

/** Result of signature aggregation: the Warp message with the aggregated signature, hex. */
export const SignedMessage = loose({ signedMessage: z.string() });
export type SignedMessage = z.output<typeof SignedMessage>;
