// The journey's gamification ranking (learning-area.md 2.4, 3, 7.5, 8, 9): a running campaign (the
// first by default) and a department ('Todos' by default) chosen above; the learner's own position and
// points; the campaign's ranking 10 a page, the top 3 highlighted and said with a medal; the campaign's
// rules in a dialog. Positions and points are the server's (ties share a position, 1, 2, 2, 4).
import { useRef, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  departmentsQuery,
  ownStandingQuery,
  RANKING_PAGE_SIZE,
  rankingCampaignsQuery,
  rankingPageQuery,
} from '../../../api/ranking';
import type { Campaign } from '../../../generated/types';
import { formatIsoDate } from '../../../i18n/dates';
import { rankingMessages as text } from '../../../i18n/journey-ranking';
import { useMenuData } from '../../../session';
import { EmptyState } from '../../../ui/cards/EmptyState';
import { visuallyHidden } from '../../../ui/cards/shared.css';
import { Modal } from '../../../ui/Modal';
import { ModalFooter } from '../../../ui/ModalFooter';
import { Loaded, useDeferredKey } from '../../../ui/loaded';
import { Pagination } from '../../../ui/pagination/Pagination';
import { Select } from '../../../ui/select/Select';
import * as buttons from '../../../ui/buttons.css';
import * as journeyCss from '../journey.css';
import * as css from './ranking.css';

/** The department select's 'Todos': no filter. */
const ALL = 'todos';

export function RankingTab() {
  return (
    <Loaded subject="campanhas" errorText={text.loadError}>
      <Campaigns />
    </Loaded>
  );
}

function Campaigns() {
  const { data: campaigns } = useSuspenseQuery(rankingCampaignsQuery());
  const [chosen, setChosen] = useState<number | null>(null);
  const campaign =
    campaigns.find((candidate) => candidate.idgamification_campaign === chosen) ?? campaigns[0];
  if (!campaign) return <EmptyState text={text.noCampaigns} />;
  return (
    <CampaignRanking
      // Another campaign starts again with every department, at its first page.
      key={campaign.idgamification_campaign}
      campaign={campaign}
      campaigns={campaigns}
      onCampaign={setChosen}
    />
  );
}

function CampaignRanking({
  campaign,
  campaigns,
  onCampaign,
}: {
  campaign: Campaign;
  campaigns: readonly Campaign[];
  onCampaign: (idCampaign: number) => void;
}) {
  const idCampaign = campaign.idgamification_campaign;
  const [department, setDepartment] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  return (
    <>
      <div className={css.controls}>
        <div className={css.control}>
          <Select
            label={text.campaign}
            options={campaigns.map((option) => ({
              id: String(option.idgamification_campaign),
              label: option.name,
            }))}
            selected={String(idCampaign)}
            onSelect={(id) => onCampaign(Number(id))}
          />
        </div>
        <div className={css.control}>
          <Loaded subject="departamentos" errorText={text.loadError}>
            <DepartmentSelect
              idCampaign={idCampaign}
              department={department}
              onDepartment={(next) => {
                setDepartment(next);
                setPage(1);
              }}
            />
          </Loaded>
        </div>
        <Rules campaign={campaign} />
      </div>
      <Loaded subject="ranking" errorText={text.loadError}>
        <Standings campaign={campaign} query={`${department ?? ''}|${page}`} onPage={setPage} />
      </Loaded>
    </>
  );
}

function DepartmentSelect({
  idCampaign,
  department,
  onDepartment,
}: {
  idCampaign: number;
  department: string | null;
  onDepartment: (department: string | null) => void;
}) {
  const { data: departments } = useSuspenseQuery(departmentsQuery(idCampaign));
  return (
    <Select
      label={text.department}
      options={[
        { id: ALL, label: text.allDepartments },
        ...departments.map((name) => ({ id: `d:${name}`, label: name })),
      ]}
      selected={department === null ? ALL : `d:${department}`}
      onSelect={(id) => onDepartment(id === ALL ? null : id.slice(2))}
    />
  );
}

/**
 * The learner's line and one page of the ranking (`query`: 'department|page'). Another department or
 * page keeps the rows shown, marked busy, until its own arrive (useDeferredKey, ADR 0009).
 */
function Standings({
  campaign,
  query,
  onPage,
}: {
  campaign: Campaign;
  query: string;
  onPage: (page: number) => void;
}) {
  const idUser = useMenuData()?.loginInfo.idUser ?? 0;
  const idCampaign = campaign.idgamification_campaign;
  const { shown, stale } = useDeferredKey(query);
  const separator = shown.lastIndexOf('|');
  const department = shown.slice(0, separator) || null;
  const page = Number(shown.slice(separator + 1));
  const { data: own } = useSuspenseQuery(ownStandingQuery(idCampaign, idUser, department));
  const { data } = useSuspenseQuery(rankingPageQuery(idCampaign, department, page));
  const pageCount = Math.ceil(data.totalRecords / RANKING_PAGE_SIZE);
  const notInDepartment = department !== null && own.inDepartment === false;
  return (
    <>
      <section className={css.own} aria-labelledby="ranking-own" aria-busy={stale}>
        <h2 id="ranking-own" className={css.ownTitle}>
          {text.ownTitle}
        </h2>
        {notInDepartment ? (
          <p role="alert" className={journeyCss.note}>
            {text.notInDepartment}
          </p>
        ) : own.position === null ? (
          <p className={journeyCss.note}>{text.notRanked}</p>
        ) : (
          <dl className={journeyCss.facts}>
            <div className={journeyCss.fact}>
              <dt className={journeyCss.factLabel}>{text.ownPosition}</dt>
              <dd className={css.ownValue} data-own-position>
                {text.positionOf(own.position)}
              </dd>
            </div>
            <div className={journeyCss.fact}>
              <dt className={journeyCss.factLabel}>{text.ownPoints}</dt>
              <dd className={css.ownValue} data-own-points>
                {own.points.toLocaleString('pt-BR')}
              </dd>
            </div>
          </dl>
        )}
      </section>
      {data.totalRecords === 0 ? (
        <EmptyState text={text.noData} />
      ) : (
        <>
          <p className={journeyCss.status} role="status">
            {text.learnerCount(data.totalRecords)}
          </p>
          <div className={journeyCss.tableBox}>
            <table className={css.table} aria-busy={stale}>
              <caption className={css.caption}>{text.tableCaption(campaign.name)}</caption>
              <thead>
                <tr>
                  <th scope="col" className={css.cell}>
                    {text.position}
                  </th>
                  <th scope="col" className={css.cell}>
                    {text.name}
                  </th>
                  <th scope="col" className={`${css.cell} ${css.number}`}>
                    {text.ownPoints}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.campaignpoints.map((row) => {
                  const medal = row.position <= 3 ? text.medals[row.position - 1] : undefined;
                  const isMine = row.idUser === idUser;
                  const classes = [medal ? css.top : '', isMine ? css.mine : ''].join(' ');
                  return (
                    <tr
                      key={row.idUser ?? row.name}
                      className={classes}
                      data-position={row.position}
                      aria-current={isMine ? 'true' : undefined}
                    >
                      <td className={css.cell}>
                        {medal ? (
                          <>
                            <span aria-hidden="true" className={css.medal}>
                              {['🥇', '🥈', '🥉'][row.position - 1]}
                            </span>
                            <span className={visuallyHidden}>{medal}, </span>
                          </>
                        ) : null}
                        {text.positionOf(row.position)}
                      </td>
                      <th scope="row" className={css.cell}>
                        {row.name} {isMine ? text.you : null}
                      </th>
                      <td className={`${css.cell} ${css.number}`}>{row.points.toLocaleString('pt-BR')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination page={page} pageCount={pageCount} onPage={onPage} />
        </>
      )}
    </>
  );
}

function Rules({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const from = formatIsoDate(campaign.startDate, 'numericDate');
  const to = formatIsoDate(campaign.endDate, 'numericDate');
  const points = campaign.points ?? [];
  return (
    <>
      <button ref={button} type="button" className={buttons.secondary} onClick={() => setOpen(true)}>
        {text.rules}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`${text.rules}: ${campaign.name}`}
        returnFocusTo={button}
      >
        {campaign.description ? <p>{campaign.description}</p> : null}
        {from && to ? <p>{text.rulesPeriod(from, to)}</p> : null}
        <h3>{text.rulesPoints}</h3>
        {points.length === 0 ? (
          <p>{text.noRules}</p>
        ) : (
          <ul className={css.rulesList}>
            {points.map((rule) => (
              <li key={rule.name}>
                {rule.name}: {text.points(rule.points)}
              </li>
            ))}
          </ul>
        )}
        <ModalFooter onClose={() => setOpen(false)} />
      </Modal>
    </>
  );
}
