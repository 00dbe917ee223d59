import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Panel } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { loadState } from '../../../components/admin/load-state';
import { Notice } from '../../../components/admin/Notice';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import {
  GoogleFeedsDocument,
  type GoogleFeedsFieldsFragment,
  RegenerateGoogleFeedTokenDocument,
} from '../../../graphql/generated';
import { mayUse } from '../../../lib/admin-session';
import { problemText } from '../../../lib/graphql-errors';
import { formatHotelDateTime } from '../lib/display';
import { useAdminSession } from '../session/AdminSessionContext';
import { CopyRow } from './CopyRow';

const FAILED = 'Something went wrong. Please try again.';

function MakeNewLinks() {
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const [regenerate, { loading }] = useMutation(RegenerateGoogleFeedTokenDocument, {
    update(cache, { data }) {
      const feeds = data?.regenerateGoogleFeedToken.feeds;
      if (feeds) cache.writeQuery({ query: GoogleFeedsDocument, data: { googleFeeds: feeds } });
    },
  });
  const confirm = async () => {
    try {
      const { data } = await regenerate();
      const error = data?.regenerateGoogleFeedToken.errors[0];
      setOutcome(
        error
          ? { tone: 'danger', text: error.message }
          : { tone: 'success', text: 'New links made. Paste them in Hotel Center now.' },
      );
    } catch (error) {
      setOutcome({ tone: 'danger', text: problemText(error, { refused: FAILED, failed: FAILED }) });
    }
    setAsking(false);
  };
  return (
    <>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Make new links
      </Button>
      {asking && (
        <ConfirmDialog
          title="Make new links?"
          confirmLabel="Make new links"
          busy={loading}
          busyLabel="Making…"
          danger
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        >
          <p>The old links stop working. Paste the new ones in Hotel Center.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function Links({ feeds, mayRenew }: { feeds: GoogleFeedsFieldsFragment; mayRenew: boolean }) {
  return (
    <>
      <CopyRow label="Hotel list" value={feeds.hotelListUrl} hint="Your hotel’s name, address and phone, from Settings." />
      <CopyRow label="Prices" value={feeds.pricesUrl} hint="Your prices for the next 90 days, as guests see them here." />
      <CopyRow
        label="Landing page"
        value={feeds.landingUrlPattern}
        hint={`Google fills in the dates and guests, e.g. ${feeds.landingUrlExample}`}
      />
      <p>
        Hotel ID: {feeds.propertyId}. Links made {formatHotelDateTime(feeds.issuedAt)}. Keep them private: anyone with them can
        read your prices.
      </p>
      {mayRenew ? <MakeNewLinks /> : <p>Only the owner can make new links.</p>}
    </>
  );
}

/**
 * Google free booking links on /admin/channels: the two feed links and the landing page link to
 * paste in Google Hotel Center, each with Copy; the owner can make new links (the old ones stop).
 */
export function GoogleLinksSection() {
  const { session } = useAdminSession();
  const result = useQuery(GoogleFeedsDocument);
  return (
    <Panel title="Google free booking links">
      <p>Guests find you on Google Search and Maps and book here, with no commission. Paste these in Google Hotel Center.</p>
      <LoadState state={loadState(result)} loading="Loading the Google links…" failure="Failed to load the Google links">
        {(data) => <Links feeds={data.googleFeeds} mayRenew={mayUse(session?.admin, 'Mutation.regenerateGoogleFeedToken')} />}
      </LoadState>
    </Panel>
  );
}
