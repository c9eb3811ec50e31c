/** Electron IPC channel names (the contract's channel is an argument, so there are only two). */
export const IPC_INVOKE = 'snowscope:invoke';
export const IPC_EVENT = 'snowscope:event';
