import { MAX_NUM_TO_FETCH } from './index-model';

/** getContainerRange's rules as current nodes apply them, where the browser's answers can be read against them. */
export function RangeRules() {
  return (
    <details className="range-rules" data-testid="range-rules">
      <summary>How index.getContainerRange answers</summary>
      <ul>
        <li>
          <code className="mono">numToFetch</code> must be within 1–{MAX_NUM_TO_FETCH} (MaxFetchedByRange); anything
          else is refused here and never sent. The spec says 0 gives an empty answer, but current nodes answer 0 with an
          error (“numToFetch must be in [1,{MAX_NUM_TO_FETCH}]”).
        </li>
        <li>
          The containers come wrapped as <code className="mono">{'{"containers": […]}'}</code>; the bare list the spec
          shows is read too.
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
