import { BRIDGE_GLOBAL, type SnowscopeBridge } from '@shared/bridge';
import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import { IPC_EVENT, IPC_INVOKE } from '../ipc/channels';

/**
 * The renderer's only door to the main process: one typed `invoke` and one event subscription.
 * Runs sandboxed with context isolation; it exposes functions, never ipcRenderer itself.
 */
const bridge: SnowscopeBridge = {
  invoke: (channel, params, call) => ipcRenderer.invoke(IPC_INVOKE, channel, params, call),
  on: (event, listener) => {
    const handler = (_e: IpcRendererEvent, name: string, payload: unknown) => {
      if (name === event) listener(payload as Parameters<typeof listener>[0]);
    };
    ipcRenderer.on(IPC_EVENT, handler);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT, handler);
    };
  },
};

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, bridge);
