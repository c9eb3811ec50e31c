import type { HandlerMap } from '@main/ipc/types';
import type { exportJobChannels, exportStartChannels } from '@shared/contract/export';

/** Export jobs: started on the profile the call names, then listed and steered by id whatever profile is shown. */
export const exportHandlers = {
  'export.start': (p, { exports, profile }) => exports.start(profile, p),
  'export.list': async (_p, { exports }) => exports.snapshot(),
  'export.cancel': (p, { exports }) => exports.cancel(p.jobId, p.keepPartial),
  'export.resume': (p, { exports }) => exports.resume(p.jobId),
  'export.continue': (p, { exports }) => exports.continueFrom(p.jobId),
  'export.remove': (p, { exports }) => exports.remove(p.jobId),
} satisfies HandlerMap<keyof typeof exportStartChannels | keyof typeof exportJobChannels>;
