import { useLayoutEffect, useRef, useState } from 'react';
import type { TWallLayout } from '../hooks/wall-state';
import { WallTile } from './wall-tile';

/** Below this a tile's picture is too small to read: the page scrolls instead. */
const MIN_ROW_PX = 110;
const GAP = 8;

/** The grid's height: from its top down to the window's bottom, so the whole wall fits without page scroll. */
const useFillHeight = (ref: React.RefObject<HTMLElement | null>, rows: number) => {
  const [height, setHeight] = useState<number>(rows * 180);
  useLayoutEffect(() => {
    const fit = () => {
      const top = ref.current?.getBoundingClientRect().top ?? 0;
      setHeight(Math.max(rows * MIN_ROW_PX, window.innerHeight - top - 24));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [ref, rows]);
  return height;
};

interface Props {
  layout: TWallLayout;
  robotIds: number[];
  /** Robot names already known from the picker's list. */
  names: ReadonlyMap<number, string>;
  canWatch: boolean;
  onRemove: (id: number) => void;
}

/** 2×2, 3×3 or 4×4 tiles; places without a robot stay empty. */
export const WallGrid = ({ layout, robotIds, names, canWatch, onRemove }: Props) => {
  const n = Math.sqrt(layout);
  const ref = useRef<HTMLDivElement>(null);
  const height = useFillHeight(ref, n);
  return (
    <div
      ref={ref}
      data-testid="video-wall"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${n}, minmax(0, 1fr))`,
        gap: GAP,
        height,
      }}
    >
      {Array.from({ length: layout }, (_, i) => {
        const id = robotIds[i];
        return id === undefined ? (
          <div key={`empty-${i}`} style={{ border: '1px dashed #d9d9d9', borderRadius: 6 }} />
        ) : (
          <WallTile key={id} robotId={id} name={names.get(id)} canWatch={canWatch} onRemove={() => onRemove(id)} />
        );
      })}
    </div>
  );
};
