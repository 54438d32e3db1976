// "Meus Pontos" (content-app.md 2.4, 9), shown only when gamification is on: a campaign selector
// ("Todos" or one campaign), the activities that earned points (2 at first, then 5 more per
// "Mostrar mais") and the table "Como você ganha pontos". The user menu's 'Meus Pontos' links here,
// /perfil#meus-pontos: the part then scrolls into view and takes the focus.
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { POINTS_ID } from '../../paths/profile-points';
import { useSuspenseQuery } from '@tanstack/react-query';
import { campaignsQuery, userPointsQuery } from '../../api/profile';
import type { Campaign, CampaignUserPoint } from '../../generated/types';
import { profileMessages } from '../../i18n/profile';
import { Loaded } from '../../ui/loaded';
import { Select } from '../../ui/select/Select';
import { formatLongDate } from '../../i18n/dates';
import * as css from './profile.css';

const FIRST_ACTIVITIES = 2;
const MORE_ACTIVITIES = 5;

export function MyPoints({ idUser }: { idUser: number }) {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const location = useLocation();
  // Each arrival by the link (a new location), even when the profile is already on screen.
  useEffect(() => {
    if (location.hash !== `#${POINTS_ID}`) return;
    section.current?.scrollIntoView({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  }, [location]);
  return (
    <section
      ref={section}
      id={POINTS_ID}
      tabIndex={-1}
      className={css.pointsCard}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className={css.heading}>
        {profileMessages.myPoints}
      </h2>
      <Loaded subject="campanhas">
        <Campaigns idUser={idUser} />
      </Loaded>
    </section>
  );
}

/** The select's choice of every campaign (no campaign id is empty). */
const ALL_CAMPAIGNS = '';

function Campaigns({ idUser }: { idUser: number }) {
  const { data: campaigns } = useSuspenseQuery(campaignsQuery());
  const [idCampaign, setIdCampaign] = useState<number | null>(null);
  const selected = campaigns.find((campaign) => campaign.idgamification_campaign === idCampaign);
  return (
    <>
      <Select
        label={profileMessages.campaign}
        options={[
          { id: ALL_CAMPAIGNS, label: profileMessages.allCampaigns },
          ...campaigns.map((campaign) => ({
            id: String(campaign.idgamification_campaign),
            label: campaign.name,
          })),
        ]}
        selected={idCampaign === null ? ALL_CAMPAIGNS : String(idCampaign)}
        onSelect={(id) => setIdCampaign(id === ALL_CAMPAIGNS ? null : Number(id))}
      />
      {/* A new campaign starts again from the first two activities. */}
      <Loaded key={idCampaign ?? 'todos'} subject="atividades">
        <Activities idUser={idUser} idCampaign={idCampaign} />
      </Loaded>
      <PointsTable
        campaigns={selected ? [selected] : campaigns.filter((campaign) => campaign.status === 1)}
      />
    </>
  );
}

function Activities({ idUser, idCampaign }: { idUser: number; idCampaign: number | null }) {
  const headingId = useId();
  const { data, totalPoints } = useSuspenseQuery(userPointsQuery(idUser, idCampaign)).data;
  const [shown, setShown] = useState(FIRST_ACTIVITIES);
  return (
    <div className={css.form} aria-labelledby={headingId} role="group">
      <h3 id={headingId} className={css.subheading}>
        {profileMessages.activities}
      </h3>
      <p className={css.total}>{profileMessages.totalPoints(totalPoints)}</p>
      {data.length === 0 ? (
        <p className={css.empty}>{profileMessages.noActivity}</p>
      ) : (
        <ul className={css.activities}>
          {data.slice(0, shown).map((activity, index) => (
            <ActivityRow key={`${activity.eventDate}-${index}`} activity={activity} />
          ))}
        </ul>
      )}
      {shown < data.length ? (
        <button
          type="button"
          className={css.button.secondary}
          onClick={() => setShown((current) => current + MORE_ACTIVITIES)}
        >
          {profileMessages.showMore}
        </button>
      ) : null}
    </div>
  );
}

function ActivityRow({ activity }: { activity: CampaignUserPoint }) {
  const date = formatLongDate(activity.eventDate);
  return (
    <li className={css.activity}>
      <span className={css.activityEvent}>{activity.event}</span>
      <span className={css.activityMeta}>
        {activity.contentitemtext ? `${activity.contentitemtext} · ` : null}
        {date ? <time dateTime={activity.eventDate}>{date}</time> : null}
      </span>
      <span className={css.activityPoints}>{profileMessages.pointsEarned(activity.points)}</span>
    </li>
  );
}

/** One row per rewarded event; with "Todos", the active campaigns' rows, each naming its campaign. */
function PointsTable({ campaigns }: { campaigns: Campaign[] }) {
  const rows = campaigns.flatMap((campaign) =>
    (campaign.points ?? []).map((rule) => ({ campaign: campaign.name, ...rule })),
  );
  const several = campaigns.length > 1;
  return (
    <table className={css.table}>
      <caption className={css.caption}>{profileMessages.howToEarn}</caption>
      <thead>
        <tr>
          <th scope="col">{profileMessages.activity}</th>
          {several ? <th scope="col">{profileMessages.campaign}</th> : null}
          <th scope="col">{profileMessages.points}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={several ? 3 : 2}>{profileMessages.noRules}</td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={`${row.campaign}-${row.name}-${index}`}>
              <td>{row.name}</td>
              {several ? <td>{row.campaign}</td> : null}
              <td>{row.points.toLocaleString('pt-BR')}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
