import { z } from 'zod';
import { loose } from '../../schema';

/** Result of signature aggregation: the Warp message with the aggregated signature, hex. */
export const SignedMessage = loose({ signedMessage: z.string() });
export type SignedMessage = z.output<typeof SignedMessage>;
