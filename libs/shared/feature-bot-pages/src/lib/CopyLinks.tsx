import { Link } from '@tb/router';
import { ShareResult, type ShareCardData } from './share/ShareResult';
import { useBotPageT } from './strings';

/**
 * The create form of a kind filled with a bot's parameters: `?copy=<bot_id>`
 * (and whatever else the kind's form reads first, e.g. spot grid's `symbol`).
 * Every kind's create page reads `copy` the same way, so every detail and
 * close detail links to it the same way.
 */
export function copyPath(createPath: string, botId: string, extra: Readonly<Record<string, string>> = {}): string {
  const query = new URLSearchParams({ ...extra, copy: botId });
  return `${createPath}?${query.toString()}`;
}

export interface CopyLinksProps {
  /** The create form filled with this bot's parameters ({@link copyPath}). */
  copyTo: string;
  /** This bot's follow page, when others may copy it (e.g. spot grid's `allow_follow` = 1); absent: not followable. */
  followTo?: string;
  /** A copy's leader: the follow page of the bot this one copies (a follower's detail links back to it); absent: not a copy. */
  leaderTo?: string;
  /** The bot's result as a share card ("Share result", ./share); absent: no share. */
  share?: ShareCardData;
}

/**
 * "Copy parameters" (and "Follow page" for a followable bot, "Copied from:
 * the leader's bot" for a copy) as links with
 * their own accessible names: the one way, for every kind, a trader reaches
 * a copy from a bot detail or a close detail. Styled as secondary buttons.
 */
export function CopyLinks({ copyTo, followTo, leaderTo, share }: CopyLinksProps) {
  const t = useBotPageT();
  return (
    <>
      <Link className="tb-btn tb-btn--secondary tb-btn--md" to={copyTo} data-testid="copy-parameters">
        {t('copy.copy')}
      </Link>
      {followTo ? (
        <Link className="tb-btn tb-btn--ghost tb-btn--md" to={followTo} data-testid="follow-page">
          {t('copy.follow')}
        </Link>
      ) : null}
      {leaderTo ? (
        <Link className="tb-btn tb-btn--ghost tb-btn--md" to={leaderTo} data-testid="leader-page">
          {t('copy.leader')}
        </Link>
      ) : null}
      {share ? <ShareResult data={share} /> : null}
    </>
  );
}
