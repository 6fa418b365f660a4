import { CAMPAIGN_VIEW } from '@fleet/contracts';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { idsOf } from '../../gateway/signal-watch';
import { findLiveCampaigns } from './campaign.repository';

/** The channel migration 0032's triggers announce a campaign's id on, at the commit of any change of it or its robots. */
export const CAMPAIGN_CHANNEL = 'fleet_campaigns';
/**
 * Changes of a campaign within this window are sent once: a wave of a thousand robots moves many times
 * a second, a browser needs its counts a few times a second at most.
 */
export const CAMPAIGN_LIVE_MS = 250;

/**
 * Campaign counts live on the hub: every instance hears the campaigns that moved (from any instance,
 * through the database), reads their state and counts once per window, and only when a browser of this
 * instance listens, and sends each to the sockets that may see it.
 */
export const startCampaignLive = (
  db: Db,
  gateway: Pick<Gateway, 'onSignal' | 'hasCampaignListeners' | 'pushCampaign'>,
  log: { warn: (o: object, m: string) => void },
) => {
  const pending = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const send = async () => {
    timer = undefined;
    const ids = [...pending];
    pending.clear();
    if (closed || !gateway.hasCampaignListeners(CAMPAIGN_VIEW)) return;
    try {
      for (const { orgPath, ...c } of await findLiveCampaigns(db, ids))
        gateway.pushCampaign(CAMPAIGN_VIEW, orgPath, { type: 'campaign', ...c });
    } catch (err) {
      // The browsers' next news (or the screen's own re-read of a live campaign) brings the counts.
      if (!closed) log.warn({ err }, 'campaign counts for the live hub could not be read');
    }
  };

  // One read at a time: a slow read finishing after a newer one would send older counts last.
  let chain = Promise.resolve();
  gateway.onSignal(CAMPAIGN_CHANNEL, (payload) => {
    for (const id of idsOf(payload)) pending.add(id);
    timer ??= setTimeout(() => void (chain = chain.then(send)), CAMPAIGN_LIVE_MS);
  });

  return {
    close: () => {
      closed = true;
      clearTimeout(timer);
    },
  };
};
