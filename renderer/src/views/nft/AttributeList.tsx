import { parseAttributes } from './metadata';

/** Traits from a metadata JSON string, as label/value tiles; text that is not a list or object is shown raw. */
export function AttributeList({ text, testId }: { text: string | undefined; testId: string }) {
  const parsed = parseAttributes(text);
  if (parsed.kind === 'none') return <p className="muted">None in the metadata.</p>;
  if (parsed.kind === 'raw') {
    return (
      <div data-testid={`${testId}-raw`}>
        <p className="muted">Shown as sent: {parsed.reason}.</p>
        <pre className="collection-raw mono">{parsed.text}</pre>
      </div>
    );
  }
  return (
    <>
      <ul className="collection-traits" data-testid={testId}>
        {parsed.traits.map((t, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: traits may repeat a label; order is their identity
          <li key={i} className="collection-trait" data-testid="nft-trait">
            <span className="collection-trait__label" data-testid="nft-trait-label">
              {t.label}
            </span>
            <span className="collection-trait__value" data-testid="nft-trait-value">
              {t.value}
            </span>
          </li>
        ))}
      </ul>
      {parsed.omitted > 0 && <p className="muted">{parsed.omitted} more not shown.</p>}
    </>
  );
}
