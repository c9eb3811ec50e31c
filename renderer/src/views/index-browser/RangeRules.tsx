import { MAX_NUM_TO_FETCH } from './index-model';

/** The spec's getContainerRange rules, where the browser's answers can be read against them. */
export function RangeRules() {
  return (
    <details className="range-rules" data-testid="range-rules">
      <summary>How index.getContainerRange answers</summary>
      <ul>
        <li>
          <code className="mono">numToFetch</code> must be within 0–{MAX_NUM_TO_FETCH} (MaxFetchedByRange); a larger
          value is refused here and never sent.
        </li>
        <li>
          <code className="mono">numToFetch</code> 0 → an empty answer (<code className="mono">null</code>).
        </li>
        <li>
          <code className="mono">startIndex</code> beyond the last accepted index → the node answers with an error.
        </li>
        <li>Fewer containers than asked from startIndex → those that exist are returned (a partial page).</li>
        <li>
          Timestamps are when this node accepted each container; containers indexed while it bootstrapped carry the
          bootstrap time, not the network's original acceptance time.
        </li>
      </ul>
    </details>
  );
}
