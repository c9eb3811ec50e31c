import { infoHandlers } from './info';

export const nodeHandlers = { ...infoHandlers };
