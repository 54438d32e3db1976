// One campaign as the modal shows it (content-app.md 3 Campaign): its name, description, dates in pt-BR
// and its points list ("Como você ganha pontos": each event's name and points).
import type { Campaign } from '../../generated/types';
import { formatLongDate } from '../../i18n/dates';
import { campaignMessages as text } from '../../i18n/campaigns';
import * as css from './campaigns.css';

export function campaignPeriod({ startDate, endDate }: Pick<Campaign, 'startDate' | 'endDate'>) {
  const start = formatLongDate(startDate);
  const end = formatLongDate(endDate);
  if (start && end) return text.period(start, end);
  if (start) return text.from(start);
  return end ? text.until(end) : null;
}

export function CampaignDetails({ campaign, headingId }: { campaign: Campaign; headingId?: string }) {
  const period = campaignPeriod(campaign);
  const points = campaign.points ?? [];
  return (
    <section className={css.campaign} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.name}>
        {campaign.name}
      </h3>
      {period ? <p className={css.period}>{period}</p> : null}
      {campaign.description ? <p className={css.description}>{campaign.description}</p> : null}
      {points.length > 0 ? (
        <>
          <h4 className={css.pointsHeading}>{text.pointsHeading}</h4>
          <ul className={css.points}>
            {points.map((entry) => (
              <li key={entry.name} className={css.point}>
                <span>{entry.name}</span>
                <strong>{text.points(entry.points)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
