import { formatInteger } from '@renderer/format/number';

/**
 * The subnets list pages by itself; a link that asks for another page size (`?pageSize=`) is followed and
 * said so here, or, when the service would refuse it, explained in words with the usual size used instead.
 */
export function LinkPageSizeNote({
  text,
  problem,
  usual,
  onReset,
}: {
  text: string;
  problem: string | null;
  usual: number;
  onReset: () => void;
}) {
  return (
    <p
      className={`subnets__link-page-size${problem ? ' subnets__link-page-size--refused' : ''}`}
      role={problem ? 'alert' : undefined}
      data-testid="link-page-size"
    >
      {problem ? (
        <>
          The link asks for pages of “{text}”, which {problem}; loading pages of {formatInteger(usual)} instead.
        </>
      ) : (
        <>The link asks for pages of {formatInteger(Number(text))} subnets.</>
      )}{' '}
      <button type="button" className="button button--quiet" onClick={onReset} data-testid="link-page-size-reset">
        Use the usual {formatInteger(usual)}
      </button>
    </p>
  );
}
