import type { StatusTone } from '@renderer/components/value/status-tone';
import { KNOWN_CHAIN_NAMES } from '@renderer/queries/chains';
import type { ExportJobPhase, ExportJobStatus, ExportJobView } from '@shared/export/job';
import type { ExportRequest } from '@shared/export/request';

export const STATUS_LABELS: Record<ExportJobStatus, string> = {
  running: 'Running',
  paused: 'Paused',
  interrupted: 'Interrupted',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const STATUS_TONES: Record<ExportJobStatus, StatusTone> = {
  running: 'info',
  paused: 'warning',
  interrupted: 'warning',
  completed: 'success',
  failed: 'failed',
  cancelled: 'neutral',
};

export const PHASE_LABELS: Record<ExportJobPhase, string> = {
  starting: 'Starting',
  paging: 'Paging the Data API',
  rateLimited: 'Waiting for the rate limit',
  retrying: 'Retrying',
  submitting: 'Submitting the export',
  polling: 'Waiting for the Data API to build the file',
  downloading: 'Downloading',
};

const KIND_LABELS = { native: 'native transactions', erc20: 'ERC-20 transfers', both: 'native + ERC-20' } as const;

export const chainLabel = (chainId: string) => {
  const name = KNOWN_CHAIN_NAMES[chainId];
  return name ? `${name} (${chainId})` : `chain ${chainId}`;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 'es'.slice(word.endsWith('s') ? 0 : 1)}`;

/** One line about what a job exports: "1 address · C-Chain (43114) · native + ERC-20 · CSV · 2026-01-01 → …". */
export function describeRequest(request: ExportRequest): string {
  const parts = [
    request.addresses.length === 1 ? (request.addresses[0] as string) : plural(request.addresses.length, 'address'),
    request.chainIds.length === 1 ? chainLabel(request.chainIds[0] as string) : `${request.chainIds.length} chains`,
  ];
  if (request.mode === 'local') {
    parts.push(KIND_LABELS[request.kind], request.format === 'csv' ? 'CSV' : 'JSON Lines');
    if (request.startBlock !== undefined || request.endBlock !== undefined) {
      parts.push(
        `blocks ${request.startBlock ?? 'genesis'} to ${request.endBlock === undefined ? 'latest' : `${request.endBlock} (excl.)`}`,
      );
    }
  } else parts.push('Data API export job', 'CSV');
  if (request.fromDate || request.toDate) parts.push(`${request.fromDate ?? 'start'} → ${request.toDate ?? 'today'}`);
  return parts.join(' · ');
}

/** The remote job the Data API cut short, which can be continued from `remote.nextDate`. */
export const isTruncated = (job: ExportJobView) =>
  job.status === 'completed' && job.remote?.code === 'WarnTruncatedExport' && job.remote.nextDate !== undefined;

/** `754` ms → `0:00`, `75_000` → `1:15`, `4_000_000` → `1:06:40`. */
export function clockTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
