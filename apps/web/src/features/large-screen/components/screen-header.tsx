import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/clock';
import { formatClock, formatTime } from '../../../lib/format';
import { SCREEN } from './screen-colours';

interface Props {
  scopeName?: string;
  /** When the server read the figures shown (ISO); undefined while the first read runs. */
  generatedAt?: string;
  /** The last read failed: the figures shown are older than the interval promises. */
  stale: boolean;
  /** Left of the title (the way back to the console) and right of the clock (display links). */
  start?: React.ReactNode;
  end?: React.ReactNode;
}

/** Title and scope, the clock, and the data's age, which keeps counting when reads fail (never silently frozen). */
export const ScreenHeader = ({ scopeName, generatedAt, stale, start, end }: Props) => {
  const { t } = useTranslation('largeScreen');
  const now = useNow();
  const seconds = generatedAt ? Math.max(0, Math.round((now - Date.parse(generatedAt)) / 1000)) : null;
  return (
    <header style={{ display: 'flex', alignItems: 'center', gap: '1.5em', minWidth: 0 }}>
      {start}
      <div style={{ flex: 1, minWidth: 0 }}>
        <h1
          style={{ margin: 0, fontSize: '1.9em', color: SCREEN.text, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {t('title')}
        </h1>
        {scopeName && <div style={{ color: SCREEN.secondary }}>{t('scope', { name: scopeName })}</div>}
      </div>
      <div style={{ textAlign: 'right' }}>
        <div
          aria-label={t('clockLabel')}
          style={{ fontSize: '2em', fontWeight: 600, color: SCREEN.text, fontVariantNumeric: 'tabular-nums' }}
        >
          {formatClock(now)}
        </div>
        <div data-testid="data-age" style={{ color: stale ? SCREEN.warning : SCREEN.secondary, fontSize: '0.9em' }}>
          {seconds === null ? t('dataLoading') : t('dataAge', { time: formatTime(generatedAt), seconds })}
        </div>
      </div>
      {end}
    </header>
  );
};
