export { ApiError } from './api-error';
export { api, paramsFieldErrors, paramsProblem } from './client';
export { captureBrowserToken, keepBrowserToken } from './token';
