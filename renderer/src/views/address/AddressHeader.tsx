import { CopyButton } from '@renderer/components/CopyButton';
import { PageHeader } from '@renderer/components/PageHeader';
import { toChecksumAddress } from '@shared/ids';
import { ExportButton } from '../export/ExportButton';
import { LabelEditor } from '../labels/LabelEditor';
import { ContractStatus } from './ContractStatus';
import '@renderer/styles/views/labels.css';

export function AddressHeader({ chainId, address }: { chainId: string; address: string }) {
  const checksummed = toChecksumAddress(address);
  return (
    <PageHeader
      eyebrow={`Address · chain ${chainId}`}
      title={
        <span className="hash-line">
          <span className="mono break" data-testid="address-value">
            {address}
          </span>
          <CopyButton value={address} />
          <ExportButton chainId={chainId} address={address} />
        </span>
      }
    >
      {checksummed !== address && (
        <div className="hash-line hash-line--secondary" data-testid="address-checksum-row">
          <span className="muted">Checksummed (EIP-55)</span>
          <span className="mono break" data-testid="address-checksum">
            {checksummed}
          </span>
          <CopyButton value={checksummed} testId="copy-checksum" />
        </div>
      )}
      <LabelEditor chainId={chainId} address={address} />
      <ContractStatus chainId={chainId} address={address} />
    </PageHeader>
  );
}
