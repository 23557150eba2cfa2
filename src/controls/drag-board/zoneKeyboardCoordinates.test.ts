import type { SensorContext } from '@dnd-kit/core';
import { describe, expect, it, vi } from 'vitest';
import { zoneKeyboardCoordinates, zoneKeyboardCoordinatesIn } from './zoneKeyboardCoordinates';

const rect = (left: number, top: number, width = 100, height = 50) => ({ left, top, width, height, right: left + width, bottom: top + height });

// Zones registered out of reading order: the getter sorts them top to bottom, then left to right.
const zones = { low: rect(0, 200), top: rect(0, 0), middleRight: rect(300, 100), middleLeft: rect(0, 100) };

function context(over: string | null): SensorContext {
  const containers = Object.keys(zones).map((id) => ({ id, disabled: false }));
  return {
    collisionRect: rect(0, 0, 20, 10),
    droppableRects: new Map(Object.entries(zones)),
    droppableContainers: { getEnabled: () => containers },
    over: over === null ? null : { id: over },
  } as unknown as SensorContext;
}

const press = (code: string, over: string | null) => {
  const event = { code, preventDefault: vi.fn() } as unknown as KeyboardEvent;
  return zoneKeyboardCoordinates(event, { active: 'item', currentCoordinates: { x: 0, y: 0 }, context: context(over) });
};

/** Where the item's top-left goes to be centred on a zone. */
const centredOn = (zone: ReturnType<typeof rect>) => ({ x: zone.left + zone.width / 2 - 10, y: zone.top + zone.height / 2 - 5 });

describe('zoneKeyboardCoordinates', () => {
  it.each([
    ['ArrowDown from nowhere goes to the first zone', 'ArrowDown', null, zones.top],
    ['ArrowUp from nowhere goes to the last zone', 'ArrowUp', null, zones.low],
    ['ArrowDown goes to the next zone in reading order', 'ArrowDown', 'middleLeft', zones.middleRight],
    ['ArrowRight also goes forward', 'ArrowRight', 'top', zones.middleLeft],
    ['ArrowLeft goes back', 'ArrowLeft', 'middleRight', zones.middleLeft],
    ['forward wraps from the last zone to the first', 'ArrowDown', 'low', zones.top],
    ['back wraps from the first zone to the last', 'ArrowUp', 'top', zones.low],
  ])('%s', (_name, code, over, target) => {
    expect(press(code, over)).toEqual(centredOn(target));
  });

  it('ignores other keys', () => {
    expect(press('KeyA', null)).toBeUndefined();
  });

  it.each([
    ['ArrowDown from nowhere goes to the first zone, the top one', 'ArrowDown', null, zones.top],
    ['ArrowLeft goes forward, to the zone on the left', 'ArrowLeft', 'middleRight', zones.middleLeft],
    ['ArrowRight goes back, to the zone on the right', 'ArrowRight', 'middleLeft', zones.middleRight],
    ['ArrowDown reads the right-hand zone of a row first', 'ArrowDown', 'top', zones.middleRight],
  ])('right to left: %s', (_name, code, over, target) => {
    const event = { code, preventDefault: vi.fn() } as unknown as KeyboardEvent;
    expect(zoneKeyboardCoordinatesIn('rtl')(event, { active: 'item', currentCoordinates: { x: 0, y: 0 }, context: context(over as string | null) })).toEqual(centredOn(target));
  });
});
