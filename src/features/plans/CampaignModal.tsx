// The upgrade campaign modal of the home (learning-area.md 2.4 "campaign modal promoting a test or
// hire", 4.8): its image or video, its text, and the way to the plans (administrators) or the learner's
// 'Diga que está gostando da degustação'.
import type { PlanCampaign } from '../../generated/types';
import { plansMessages as text } from '../../i18n/plans';
import * as buttons from '../../ui/buttons.css';
import { Modal } from '../../ui/Modal';
import { ModalFooter } from '../../ui/ModalFooter';
import * as css from './plans.css';

interface Props {
  campaign: PlanCampaign;
  /** The button's words: see the plans, or the learner's request. */
  actionLabel: string | null;
  onAction: () => void;
  onClose: () => void;
}

export function CampaignModal({ campaign, actionLabel, onAction, onClose }: Props) {
  const title = campaign.title ?? text.campaignTitle;
  return (
    <Modal open onClose={onClose} title={title} className={css.narrowDialog}>
      {campaign.mediaType === 'VIDEO' ? (
        // A campaign's video has no captions in the spec's fields (mediaUrl only); its title and text say
        // what it promotes.
        // oxlint-disable-next-line jsx-a11y/media-has-caption
        <video className={css.media} src={campaign.mediaUrl} controls preload="metadata" aria-label={title} />
      ) : (
        <img className={css.media} src={campaign.mediaUrl} alt={title} />
      )}
      {campaign.description ? <p className={css.text}>{campaign.description}</p> : null}
      <ModalFooter onClose={onClose}>
        {actionLabel ? (
          <button type="button" className={buttons.primary} onClick={onAction}>
            {actionLabel}
          </button>
        ) : null}
      </ModalFooter>
    </Modal>
  );
}
