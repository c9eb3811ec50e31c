import '@renderer/styles/views/signatures.css';
import { PageHeader } from '@renderer/components/PageHeader';
import { Tabs } from '@renderer/components/tabs/Tabs';
import { useHashTab } from '@renderer/components/tabs/use-hash-tab';
import { AggregatePanel } from './AggregatePanel';
import { LookupPanel } from './LookupPanel';

const TABS = ['aggregate', 'lookup'] as const;
type SignatureTab = (typeof TABS)[number];

/** `#/signatures`: aggregate validator signatures for a Warp message, or fetch those of an L1 transaction. */
export function SignaturesView() {
  const [tab, setTab] = useHashTab<SignatureTab>('aggregate', TABS);
  return (
    <div className="view sig-view" data-testid="signatures-view">
      <PageHeader eyebrow="Tools · Warp" title="Signature aggregation">
        <span className="muted">
          The Data API asks the validators of a subnet to sign a cross-chain (Warp) message and returns it with their
          aggregated BLS signature.
        </span>
      </PageHeader>
      <Tabs
        label="Signature aggregation"
        active={tab}
        onChange={setTab}
        tabs={[
          { id: 'aggregate', label: 'Aggregate a message' },
          { id: 'lookup', label: 'By transaction id' },
        ]}
        testId="sig-tabs"
      >
        {tab === 'aggregate' ? <AggregatePanel /> : <LookupPanel />}
      </Tabs>
    </div>
  );
}
