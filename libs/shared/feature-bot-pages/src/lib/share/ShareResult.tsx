import { useEffect, useMemo, useState } from 'react';
import { Button, Modal, Spinner } from '@tb/ui';
import { formatAmount, formatDuration, formatSignedPercent, toBigNumber } from '@tb/util-format';
import { useBotPageDetailT } from '../strings-pages';
import { useKindName } from '@tb/i18n';
import { botKindSpec, nameKeyOf, type BotListType } from '@tb/util-bot-kinds';
import type { CardText } from './card';

/** A bot's result as the share card shows it (the page's figures, unformatted). */
export interface ShareCardData {
  /** The bot's kind (its list type); the card writes its name in the page's language. */
  readonly kind: BotListType;
  /** What it trades, as the page writes it ("BTC/USDT", a combo's legs). */
  readonly symbol: string;
  /** The leader's masked name (follow pages). */
  readonly owner?: string;
  /** Total PnL as a fraction of the investment. */
  readonly returnFraction: string;
  /** Total PnL in `coin` ("" or absent: not shown). */
  readonly pnl?: string;
  readonly coin?: string;
  /** How long it ran, ms; a function when it is still running (read when the card is drawn, not on every render). */
  readonly runningMs: number | (() => number);
  /** PnL fractions over time, oldest first (absent: no curve). */
  readonly curve?: readonly string[];
  /** The page the card links back to, a path of this site (made absolute on this origin). */
  readonly linkPath: string;
}

/** The last drawing, for the card content it was drawn from (`key`). */
type Drawn = { key: string; url: string; blob: Blob } | { key: string; reason: string };

/** The file name of a card: the kind's area, the symbol and the day ("tradingbot-spot-grid-BTCUSDT-2026-11-24.png"). */
export function cardFileName(area: string, symbol: string, now: Date = new Date()): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '');
  return `tradingbot-${safe(area)}-${safe(symbol) || 'bot'}-${now.toISOString().slice(0, 10)}.png`;
}

/**
 * "Share result": draws the bot's PnL card (./card, loaded when pressed)
 * and offers it in a dialog: the image with its text alternative, Download
 * (a PNG file), Share (the system share sheet with the file, where the
 * browser has one) and Copy link (the page the card points to). Closed, it
 * is the button alone: the card's words, its key and the page's font
 * (a forced style recalculation) are worked out when the dialog opens, not
 * on every render of a detail page that polls every 3 s (issue 30).
 */
export function ShareResult({ data }: { data: ShareCardData }) {
  const t = useBotPageDetailT();
  // the running time is read when the dialog opens (a running bot's grows)
  const [openedRunningMs, setOpenedRunningMs] = useState<number | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpenedRunningMs(typeof data.runningMs === 'function' ? data.runningMs() : data.runningMs)}>
        {t('share.button')}
      </Button>
      {openedRunningMs !== null ? <ShareDialog data={data} runningMs={openedRunningMs} onClose={() => setOpenedRunningMs(null)} /> : null}
    </>
  );
}

/** The open dialog: closing unmounts it, which drops the drawing (its object URL is revoked with the effect). */
function ShareDialog({ data, runningMs, onClose }: { data: ShareCardData; runningMs: number; onClose: () => void }) {
  const t = useBotPageDetailT();
  const kindName = useKindName();
  const locale = t.language;
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [copied, setCopied] = useState(false);
  const link = typeof window === 'undefined' ? data.linkPath : new URL(data.linkPath, window.location.origin).toString();
  const text = useMemo<CardText>(() => {
    const pnl = toBigNumber(data.returnFraction);
    const stats = [
      ...(data.pnl && data.coin ? [{ label: t('share.card.pnl'), value: formatAmount(data.pnl, data.coin, { locale, type: 'pnl' }) }] : []),
      { label: t('share.card.running'), value: formatDuration({ ms: runningMs }, { locale }) },
    ];
    return {
      dir: locale.startsWith('ar') ? 'rtl' : 'ltr',
      brand: t('share.card.brand'),
      kind: kindName(nameKeyOf(data.kind), data.kind),
      symbol: data.symbol,
      owner: data.owner ? t('follow.owner', { name: data.owner }) : undefined,
      returnLabel: t('share.card.return'),
      returnText: pnl ? formatSignedPercent(data.returnFraction, { locale, maxDecimals: 2 }) : '–',
      tone: !pnl || pnl.isZero() ? 'flat' : pnl.isPositive() ? 'gain' : 'loss',
      stats,
      cta: t('share.card.cta'),
      link,
      font: typeof document === 'undefined' ? 'sans-serif' : getComputedStyle(document.body).fontFamily || 'sans-serif',
    };
  }, [data, runningMs, link, locale, t, kindName]);
  const summary = `${text.kind} · ${data.symbol} · ${text.returnLabel} ${text.returnText} · ${text.stats.map((s) => `${s.label} ${s.value}`).join(' · ')}`;

  // Draw when the dialog opens, and again only if what the card says changes
  // while it is open: pages pass new objects every render, so the effect keys
  // on the card's content (its JSON), not on object identity.
  const drawKey = JSON.stringify({ text, curve: (data.curve ?? []).map((v) => toBigNumber(v)?.toNumber() ?? 0) });
  useEffect(() => {
    let live = true;
    let url: string | null = null;
    const { text: cardText, curve } = JSON.parse(drawKey) as { text: CardText; curve: number[] };
    import('./card')
      .then(({ renderCardPng }) => renderCardPng(cardText, curve))
      .then((blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob);
        setDrawn({ key: drawKey, url, blob });
      })
      .catch((error: unknown) => live && setDrawn({ key: drawKey, reason: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [drawKey]);
  const state = drawn && drawn.key === drawKey ? drawn : null;
  const ready = state && 'url' in state ? state : null;
  const failed = state && 'reason' in state ? state : null;

  const fileName = cardFileName(botKindSpec(data.kind).area, data.symbol);
  const file = ready && typeof File !== 'undefined' ? new File([ready.blob], fileName, { type: 'image/png' }) : undefined;
  const canShareFile = !!file && typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });

  return (
    <Modal
      open
      title={t('share.title')}
      onClose={onClose}
      footer={
        <>
          {ready ? (
            <a className="tb-btn tb-btn--primary tb-btn--md" href={ready.url} download={fileName}>
              {t('share.download')}
            </a>
          ) : null}
          {canShareFile && file ? (
            <Button variant="secondary" onClick={() => void navigator.share({ files: [file], title: summary, url: link }).catch(() => undefined)}>
              {t('share.share')}
            </Button>
          ) : null}
          <Button
            variant="ghost"
            onClick={() =>
              void navigator.clipboard?.writeText(link).then(
                () => setCopied(true),
                () => undefined,
              )
            }
          >
            {t('share.copyLink')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('share.close')}
          </Button>
        </>
      }
    >
      {!state ? <Spinner label={t('share.drawing')} /> : null}
      {ready ? <img className="tb-bp-share-image" src={ready.url} alt={t('share.alt', { summary })} width={600} height={315} /> : null}
      {failed ? <p role="alert">{t('share.failed', { reason: failed.reason })}</p> : null}
      <p role="status" className="tb-muted tb-bp-small">
        {copied ? t('share.copied') : ''}
      </p>
    </Modal>
  );
}
