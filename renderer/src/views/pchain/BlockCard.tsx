import { QueryState } from '@renderer/components/feedback/QueryState';
import { Card } from '@renderer/components/layout/Card';
import { HexViewer } from '@renderer/components/viewer/HexViewer';
import { formatInteger } from '@renderer/format/number';
import { usePBlock } from '@renderer/queries/pchain';
import { useHashParams } from '@renderer/routing/hash-query';
import { useState } from 'react';
import { type BlockDraft, BlockForm, blockDraftProblem, blockDraftRequest } from './BlockForm';
import { BlockJsonView } from './BlockJsonView';
import {
  type BlockEncoding,
  type BlockRequest,
  blockRequestFromText,
  blockRequestText,
  encodingFromText,
  neighbourHeights,
  platformBlockKind,
  platformBlockTypeFromHex,
} from './pchain-model';

const PARAMS = ['pblock', 'penc'] as const;

const draftOf = (request: BlockRequest | null): BlockDraft =>
  request ? { lookup: request.by, value: blockRequestText(request) } : { lookup: 'height', value: '' };

/** The height of the block on screen: asked for, read from its JSON, or (hex by id) from a JSON read of it. */
function useShownHeight(request: BlockRequest | null, encoding: BlockEncoding): string | null {
  const needsJson = request?.by === 'id' && encoding === 'hex';
  const json = usePBlock(request, 'json', needsJson || encoding === 'json');
  if (request?.by === 'height') return String(request.height);
  const block = json.data?.block;
  return block && typeof block === 'object' ? block.height : null;
}

/**
 * platform.getBlockByHeight / platform.getBlock with encoding json (readable) or hex (bytes), and
 * stepping to the parent, previous and next heights. The block asked for lives in the hash (`?pblock=`).
 */
export function BlockCard() {
  const [params, setParams] = useHashParams(PARAMS);
  const request = blockRequestFromText(params.pblock);
  const encoding = encodingFromText(params.penc);
  const [draft, setDraft] = useState<BlockDraft>(() => draftOf(request));
  const [problem, setProblem] = useState<string | null>(null);
  const [seen, setSeen] = useState(params.pblock);
  if (seen !== params.pblock) {
    // The hash moved (a link, Back): the form shows what is now on screen.
    setSeen(params.pblock);
    setDraft(draftOf(request));
  }
  const query = usePBlock(request, encoding);
  const height = useShownHeight(request, encoding);
  // A commit and an abort block have the same JSON; their bytes say which one it is.
  const jsonBlock = typeof query.data?.block === 'object' ? query.data.block : null;
  const bytes = usePBlock(request, 'hex', jsonBlock !== null && platformBlockKind(jsonBlock) === 'decision');
  const typeFromBytes = typeof bytes.data?.block === 'string' ? platformBlockTypeFromHex(bytes.data.block) : null;
  const neighbours = height === null ? null : neighbourHeights(height);

  const load = (next: BlockRequest) => {
    setDraft(draftOf(next));
    setProblem(null);
    setParams({ pblock: blockRequestText(next), penc: encoding });
  };
  const submit = () => {
    const message = blockDraftProblem(draft, encoding);
    setProblem(message);
    if (!message) load(blockDraftRequest(draft));
  };

  return (
    <Card
      title="Block"
      testId="pchain-block"
      tools={
        request && (
          <>
            <button
              type="button"
              className="button button--quiet"
              disabled={neighbours?.previous == null}
              onClick={() => neighbours?.previous != null && load({ by: 'height', height: neighbours.previous })}
              data-testid="pchain-block-previous"
            >
              ← {neighbours?.previous != null ? `#${formatInteger(neighbours.previous)}` : 'Previous'}
            </button>
            <button
              type="button"
              className="button button--quiet"
              disabled={!neighbours}
              onClick={() => neighbours && load({ by: 'height', height: neighbours.next })}
              data-testid="pchain-block-next"
            >
              {neighbours ? `#${formatInteger(neighbours.next)}` : 'Next'} →
            </button>
          </>
        )
      }
    >
      <BlockForm
        draft={draft}
        encoding={encoding}
        problem={problem}
        onDraft={setDraft}
        onEncoding={(next) => setParams({ penc: next })}
        onSubmit={submit}
      />
      {request === null ? (
        <p className="muted" data-testid="pchain-block-idle">
          Enter a height (0 is genesis) or a block id. JSON shows the parent, height and each transaction with its
          credentials; hex shows the block's bytes.
        </p>
      ) : (
        <QueryState query={query} what="platform.getBlock">
          {(data) =>
            typeof data.block === 'string' ? (
              <HexViewer hex={data.block} label="Block bytes" testId="pchain-block-hex" />
            ) : (
              <BlockJsonView
                block={data.block}
                typeFromBytes={typeFromBytes}
                onOpenParent={(id) => load({ by: 'id', id })}
              />
            )
          }
        </QueryState>
      )}
    </Card>
  );
}
