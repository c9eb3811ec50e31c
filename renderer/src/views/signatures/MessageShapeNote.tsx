import { hexToBytes } from '@renderer/format/hex';
import { unsignedMessageProblem } from '@renderer/format/warp/signed-message';
import { useMemo } from 'react';

/**
 * A hint (not a refusal: the service decides) when valid hex is not shaped like an unsigned Warp
 * message, which the aggregator parses before asking anyone to sign.
 */
export function MessageShapeNote({ text }: { text: string }) {
  const problem = useMemo(() => {
    const bytes = hexToBytes(text.replace(/\s+/g, ''));
    return bytes && bytes.length > 0 ? unsignedMessageProblem(bytes) : null;
  }, [text]);
  if (!problem) return null;
  return (
    <span className="sig-form__shape" role="status" data-testid="sig-message-shape">
      Not shaped like an unsigned Warp message ({problem}); the service will likely refuse it.
    </span>
  );
}
