import {
  CHART_PARAMS,
  type ChartState,
  chartHash,
  parseChartState,
  type StateIssue,
} from '@renderer/metrics/chart-state';
import { goToHash, type HistoryMode, hashQueryParams, useLocationHash } from '@renderer/routing/hash-query';
import { useCallback, useMemo } from 'react';

/**
 * The chart the address bar asks for, and a setter that writes a whole new state back as the deep link.
 * Controls replace the history entry; zooming pushes one, so Back undoes a zoom.
 */
export function useChartState(chainId: string): {
  state: ChartState;
  issues: StateIssue[];
  update: (next: ChartState, mode?: HistoryMode) => void;
} {
  const hash = useLocationHash();
  const { state, issues } = useMemo(
    () => parseChartState(chainId, hashQueryParams(hash, CHART_PARAMS)),
    [chainId, hash],
  );
  const update = useCallback((next: ChartState, mode: HistoryMode = 'replace') => goToHash(chartHash(next), mode), []);
  return { state, issues, update };
}
