import { loose, openEnum } from '@shared/schema';
import { z } from 'zod';

/** Error body of every Data API failure. `message` may be a list in NestJS style (the SDK allows both). */
export const ERROR_NAMES = [
  'Bad Request',
  'Unauthorized',
  'Forbidden',
  'Not Found',
  'Too Many Requests',
  'Internal Server Error',
  'Bad Gateway',
  'Service Unavailable',
] as const;

export const ErrorBody = loose({
  message: z.union([z.string(), z.array(z.string())]),
  statusCode: z.number(),
  error: openEnum(ERROR_NAMES),
});
export type ErrorBody = z.output<typeof ErrorBody>;
