import { useState } from 'react';
import { CopyButton } from '../CopyButton';
import {
  childEntries,
  childPath,
  containerPaths,
  containerSummary,
  isContainer,
  jsonKind,
  leafText,
  toJsonText,
} from './json-tree';

const CHILD_PAGE = 200;

interface NodeProps {
  name: string | null;
  value: unknown;
  path: string;
  expanded: ReadonlySet<string>;
  toggle: (path: string) => void;
}

function Leaf({ name, value }: { name: string | null; value: unknown }) {
  return (
    <div className="json__line">
      {name !== null && <span className="json__key">{name}: </span>}
      <span className={`json__value json__value--${jsonKind(value)}`}>{leafText(value)}</span>
    </div>
  );
}

function JsonNode({ name, value, path, expanded, toggle }: NodeProps) {
  const [shown, setShown] = useState(CHILD_PAGE);
  if (!isContainer(value)) return <Leaf name={name} value={value} />;
  const open = expanded.has(path);
  const entries = open ? childEntries(value) : [];
  return (
    <div className="json__node">
      <button
        type="button"
        className="json__toggle"
        aria-expanded={open}
        onClick={() => toggle(path)}
        data-testid="json-toggle"
        data-path={path}
      >
        <span className="json__caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        {name !== null && <span className="json__key">{name}: </span>}
        <span className="json__summary">{containerSummary(value)}</span>
      </button>
      {open && (
        <div className="json__children">
          {entries.slice(0, shown).map(([key, child]) => (
            <JsonNode
              key={key}
              name={key}
              value={child}
              path={childPath(path, key)}
              expanded={expanded}
              toggle={toggle}
            />
          ))}
          {entries.length > shown && (
            <button type="button" className="button button--quiet" onClick={() => setShown((n) => n + CHILD_PAGE)}>
              Show {Math.min(CHILD_PAGE, entries.length - shown)} more of {entries.length - shown}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** Any JSON value as a collapsible tree, with expand/collapse all and copy of the raw JSON. */
export function JsonViewer({
  value,
  expandDepth = 1,
  maxHeight = 480,
  testId = 'json-viewer',
}: {
  value: unknown;
  /** Levels open at first (1 = the root's children visible). */
  expandDepth?: number;
  maxHeight?: number;
  testId?: string;
}) {
  const [source, setSource] = useState(value);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(containerPaths(value, expandDepth)));
  if (source !== value) {
    setSource(value);
    setExpanded(new Set(containerPaths(value, expandDepth)));
  }

  const toggle = (path: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <div className="json-viewer" data-testid={testId}>
      <div className="json-viewer__bar">
        {isContainer(value) && (
          <>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setExpanded(new Set(containerPaths(value)))}
              data-testid="json-expand-all"
            >
              Expand all
            </button>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => setExpanded(new Set())}
              data-testid="json-collapse-all"
            >
              Collapse all
            </button>
          </>
        )}
        <CopyButton value={toJsonText(value)} label="Copy raw" testId="json-copy" />
      </div>
      <div className="json-viewer__tree mono" style={{ maxHeight }}>
        <JsonNode name={null} value={value} path="" expanded={expanded} toggle={toggle} />
      </div>
    </div>
  );
}
