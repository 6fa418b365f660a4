import { encodeGrid } from '@fleet/contracts';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { MapCanvas } from './map-canvas';
import { drawHeat, drawPose, fitView, gridPixels, toScreen, zoomAt, type Ctx, type MapFrame } from './map-canvas-draw';

const map: MapFrame & { name: string } = {
  name: 'Floor 1',
  width: 40,
  height: 20,
  resolution: 0.5,
  origin: { x: -2, y: 1 },
  dock: { x: 0, y: 2, angle: 0 },
  landmarks: [{ id: 'lm-1', name: 'Door', x: 5, y: 5, angle: 0 }],
  paths: [
    {
      id: 'p-1',
      name: 'Loop',
      points: [
        { x: 0, y: 2 },
        { x: 5, y: 5 },
      ],
    },
  ],
};
const grid = encodeGrid(new Array(40 * 20).fill(0));

/** A 2D context that records the calls that matter for what is seen. */
const recorder = () => {
  const calls: [string, ...unknown[]][] = [];
  const rec =
    (name: string) =>
    (...a: unknown[]) =>
      void calls.push([name, ...a]);
  const ctx = {
    clearRect: rec('clearRect'),
    drawImage: rec('drawImage'),
    beginPath: rec('beginPath'),
    moveTo: rec('moveTo'),
    lineTo: rec('lineTo'),
    stroke: rec('stroke'),
    fill: rec('fill'),
    arc: rec('arc'),
    fillText: rec('fillText'),
    closePath: rec('closePath'),
    save: rec('save'),
    restore: rec('restore'),
    setLineDash: rec('setLineDash'),
    fillRect: rec('fillRect'),
    imageSmoothingEnabled: true,
    strokeStyle: '',
    fillStyle: '',
    lineWidth: 1,
    font: '',
    globalAlpha: 1,
  } as unknown as Ctx;
  return { ctx, calls };
};

describe('drawHeat', () => {
  it('paints each counted cell at its place, row 0 at the bottom, deeper for more runs', () => {
    const { ctx, calls } = recorder();
    const alphas: number[] = [];
    const rect = ctx.fillRect;
    ctx.fillRect = (...a: Parameters<Ctx['fillRect']>) => {
      alphas.push(ctx.globalAlpha);
      rect(...a);
    };
    drawHeat(ctx, map, { k: 2, tx: 10, ty: 20 }, { cells: [0, 1, 41, 2], max: 2 });
    expect(calls.filter((c) => c[0] === 'fillRect')).toEqual([
      ['fillRect', 10, 20 + 19 * 2, 2, 2],
      ['fillRect', 12, 20 + 18 * 2, 2, 2],
    ]);
    expect(alphas[0]).toBeLessThan(alphas[1]!);
  });
});

describe('map geometry', () => {
  it('puts row 0 at the bottom (ROS y up) and the origin at the bottom-left corner', () => {
    const v = { k: 10, tx: 0, ty: 0 };
    expect(toScreen(map, v, { x: -2, y: 1 })).toEqual({ x: 0, y: 200 });
    expect(toScreen(map, v, { x: 18, y: 11 })).toEqual({ x: 400, y: 0 });
    const px = gridPixels(Int8Array.from([100, 0, -1, 0]), 2, 2);
    // Cell (0, 0) is occupied: dark, on the LAST line of the image; the unknown cell is transparent.
    expect(Array.from(px.slice(8, 12))).toEqual([38, 50, 56, 255]);
    expect(px[3]).toBe(0);
  });

  it('fits the map into the box and zooms about a fixed point', () => {
    const v = fitView(map, 1200, 520);
    expect(v.k * map.height).toBeLessThanOrEqual(520);
    expect(v.tx).toBeGreaterThan(0);
    const z = zoomAt(v, 2, 300, 200);
    expect(z.k).toBeCloseTo(v.k * 2);
    const before = { x: (300 - v.tx) / v.k, y: (200 - v.ty) / v.k };
    expect((300 - z.tx) / z.k).toBeCloseTo(before.x);
    expect((200 - z.ty) / z.k).toBeCloseTo(before.y);
  });

  it('draws the robot as an arrow pointing along its heading', () => {
    const { ctx, calls } = recorder();
    const v = { k: 10, tx: 0, ty: 0 };
    drawPose(ctx, map, v, { w: 400, h: 200 }, { x: 8, y: 6, angle: Math.PI / 2 }, []);
    const tip = calls.find((c) => c[0] === 'moveTo')!;
    const centre = toScreen(map, v, { x: 8, y: 6 });
    // Heading +90° (north in the map) is UP on the screen.
    expect(tip[1]).toBeCloseTo(centre.x);
    expect(tip[2] as number).toBeLessThan(centre.y);
    expect(calls.some((c) => c[0] === 'fill')).toBe(true);
  });
});

afterEach(() => vi.restoreAllMocks());

describe('MapCanvas', () => {
  it('describes the map and where the robot is, and zooms with the buttons and back to fit', async () => {
    const { user } = await renderWithApp(<MapCanvas map={map} grid={grid} pose={{ x: 3.5, y: 4.25, angle: 0 }} />);
    expect(screen.getByRole('img', { name: /Map Floor 1, 20\.0 × 10\.0 m · robot at \(3\.50, 4\.25\)/ })).toBeTruthy();
    const zoom = screen.getByLabelText('Zoom');
    expect(zoom.textContent).toBe('100 %');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoom.textContent).toBe('125 %');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(zoom.textContent).toBe('80 %');
    await user.click(screen.getByRole('button', { name: 'Fit to view' }));
    expect(zoom.textContent).toBe('100 %');
  });

  it('says when the robot is not on the map, and a thumbnail has no controls', async () => {
    await renderWithApp(<MapCanvas map={map} grid={grid} thumbnail />);
    expect(screen.getByRole('img', { name: /robot not on this map/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  });

  it('repaints only the robot layer when the pose moves, never the grid', async () => {
    const { ctx, calls } = recorder();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      ...ctx,
      setTransform: () => undefined,
      putImageData: () => undefined,
    } as never);
    const Moving = () => {
      const [x, setX] = useState(1);
      return (
        <>
          <button onClick={() => setX(1.5)}>move</button>
          <MapCanvas map={map} pose={{ x, y: 2, angle: 0 }} />
        </>
      );
    };
    const { user } = await renderWithApp(<Moving />);
    const count = (name: string) => calls.filter((c) => c[0] === name).length;
    const [grids, clears] = [count('fillRect'), count('clearRect')];
    expect(grids).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'move' }));
    expect(screen.getByRole('img', { name: /robot at \(1\.50, 2\.00\)/ })).toBeTruthy();
    expect(count('clearRect')).toBe(clears + 1);
    expect(count('fillRect')).toBe(grids);
  });

  it('says so when the grid does not fit the map', async () => {
    await renderWithApp(<MapCanvas map={map} grid={encodeGrid([0, 0, 0])} />);
    expect(screen.getByText('The map grid could not be read.')).toBeTruthy();
  });
});
