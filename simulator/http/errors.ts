import type { SimResponse } from './router';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** The Data API's ErrorBody: `{ message, statusCode, error }`. */
export function errorBody(status: number, message: string, headers?: Record<string, string>): SimResponse {
  return { status, body: { message, statusCode: status, error: REASONS[status] ?? 'Error' }, headers };
}

export const badRequest = (message: string) => errorBody(400, message);
export const notFound = (message: string) => errorBody(404, message);

/** Thrown by validators inside handlers; the server answers with its ErrorBody. */
export class SimHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
