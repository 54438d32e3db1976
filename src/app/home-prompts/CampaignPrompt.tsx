// The campaign modal's turn (content-app.md 2.8), the home's last prompt: for a user with gamification
// on (login info gamification 1, as the points screens) whose login info counts new campaigns
// (newCampaigns), in their own session. Which ones is the modal's to ask (GET /campaign/listbyuser).
import { useEffect } from 'react';
import { CampaignModal } from '../../features/campaigns';
import { useMenuData, useSupportOrigin } from '../../session';
import type { PromptProps } from './sequence';

export function CampaignPrompt({ onDone }: PromptProps) {
  const info = useMenuData()?.loginInfo;
  const supporting = useSupportOrigin() !== null;
  const due = info?.gamification === 1 && (info.newCampaigns ?? 0) > 0 && !supporting;
  const idUser = due ? info.idUser : null;
  useEffect(() => {
    if (idUser === null) onDone();
  }, [idUser, onDone]);
  if (idUser === null) return null;
  return <CampaignModal idUser={idUser} onDone={onDone} />;
}
