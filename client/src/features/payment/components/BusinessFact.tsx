import { Fact } from './Fact';

/** The business a GST invoice is made out to (a B2B invoice), with its GSTIN when it has one. */
export function BusinessFact({ name, gstin }: { name: string; gstin?: string | null }) {
  return (
    <Fact term="GST invoice to" stacked>
      {name}
      {gstin && (
        <>
          <br />
          <span className="pay-muted">GSTIN {gstin}</span>
        </>
      )}
    </Fact>
  );
}
