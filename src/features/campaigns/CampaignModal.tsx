// The campaign modal (content-app.md 2.8: models single, multiple, list; 7 GET /campaign/listbyuser,
// POST /campaign/{id}/users/{id}/notified): the running campaigns new to the user, in the model their
// number calls for (campaignModel.ts). Closing it records every campaign it showed as notified, so
// it never shows them again: 'Entendi' waits for the server and says so if it failed; Escape or a
// click outside closes at once and records in the background (a failure brings it back next time).
// Nothing new, or the list failed: it closes unseen and the home's prompts are done.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { campaignKeys, campaignsByUserQuery, markCampaignNotified } from '../../api/campaigns';
import type { Campaign } from '../../generated/types';
import { currentSession, updateLogin } from '../../session';
import { campaignMessages as text } from '../../i18n/campaigns';
import * as buttons from '../../ui/buttons.css';
import { Modal } from '../../ui/Modal';
import { PendingNotice } from '../../ui/PendingNotice';
import { usePendingAction } from '../../ui/usePendingAction';
import * as footer from '../../ui/ModalFooter.css';
import { CampaignDetails } from './CampaignDetails';
import { campaignModel, type CampaignModel } from './campaignModel';
import * as css from './campaigns.css';

interface Props {
  idUser: number;
  onDone: () => void;
}

export default function CampaignModal({ idUser, onDone: done }: Props) {
  // Once: closing empties the cached list, which would otherwise read as 'nothing new' and say it again.
  const finished = useRef(false);
  const [onDone] = useState(() => () => {
    if (finished.current) return;
    finished.current = true;
    done();
  });
  const listed = useQuery(campaignsByUserQuery());
  const campaigns = listed.data ?? [];
  const model = campaignModel(campaigns.length);
  const nothing = listed.isError || (listed.isSuccess && model === null);
  useEffect(() => {
    if (!nothing) return;
    settleCampaigns();
    onDone();
  }, [nothing, onDone]);
  if (!model) return null;
  return <CampaignDialog campaigns={campaigns} model={model} idUser={idUser} onDone={onDone} />;
}

/** The stored login info counts no new campaign any more: the home loads no modal until the next sign-in. */
function settleCampaigns() {
  const current = currentSession();
  if (current?.loginInfo.newCampaigns) updateLogin({ loginInfo: { ...current.loginInfo, newCampaigns: 0 } });
}

function CampaignDialog({
  campaigns,
  model,
  idUser,
  onDone,
}: Props & { campaigns: Campaign[]; model: CampaignModel }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const { pending: closing, failure, run } = usePendingAction(() => text.closeFailed);
  const notifyAll = async () => {
    await Promise.all(
      campaigns.map((campaign) => markCampaignNotified(campaign.idgamification_campaign, idUser)),
    );
    // The home's next visit shows none of them, even before the list is asked again.
    queryClient.setQueryData(campaignKeys.byUser, []);
    settleCampaigns();
  };
  const accept = () =>
    run(async () => {
      await notifyAll();
      onDone();
    });
  const dismiss = () => {
    notifyAll().catch((error: unknown) => console.warn('[campaigns] notified not recorded:', error));
    onDone();
  };
  const last = model !== 'multiple' || page === campaigns.length - 1;
  return (
    <Modal
      open
      onClose={dismiss}
      title={campaigns.length === 1 ? text.titleOne : text.titleMany}
      className={css.dialog}
    >
      <Shown campaigns={campaigns} model={model} page={page} />
      <PendingNotice failure={failure} pending={closing} pendingText={text.closing} className={css.message} />
      <div className={`${footer.footer} ${css.actions}`}>
        {model === 'multiple' && page > 0 ? (
          <button type="button" className={buttons.secondary} onClick={() => setPage(page - 1)}>
            {text.previous}
          </button>
        ) : null}
        {last ? (
          <button type="button" className={buttons.primary} onClick={() => void accept()} disabled={closing}>
            {text.close}
          </button>
        ) : (
          <button type="button" className={buttons.primary} onClick={() => setPage(page + 1)}>
            {text.next}
          </button>
        )}
      </div>
    </Modal>
  );
}

/** The campaigns as the model shows them: the one, the current page of several, or all in a list. */
function Shown({ campaigns, model, page }: { campaigns: Campaign[]; model: CampaignModel; page: number }) {
  const headingIds = useId();
  switch (model) {
    case 'single':
      return <CampaignDetails campaign={campaigns[0]!} />;
    case 'multiple':
      return (
        <>
          <CampaignDetails key={page} campaign={campaigns[page]!} />
          <p className={css.position} aria-live="polite">
            {text.position(page + 1, campaigns.length)}
          </p>
        </>
      );
    case 'list':
      return (
        <ul className={css.list}>
          {campaigns.map((campaign) => (
            <li key={campaign.idgamification_campaign} className={css.listItem}>
              <CampaignDetails
                campaign={campaign}
                headingId={`${headingIds}-${campaign.idgamification_campaign}`}
              />
            </li>
          ))}
        </ul>
      );
  }
}
