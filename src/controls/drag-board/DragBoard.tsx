import { DndContext, MouseSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { LabelledItem } from '../../model/types';
import type { KindPlayerStrings } from '../../strings/en-kinds';
import { dragAnnouncements, silentAnnouncements } from './dragAnnouncements';
import { DraggableItem } from './DraggableItem';
import { DragMonitor } from './DragMonitor';
import { dropZoneCollision } from './dropZoneCollision';
import { DropZone } from './DropZone';
import { KeyboardDragSensor } from './keyboardDragSensor';
import { mouseSensorOptions, touchSensorOptions } from './sensorDefaults';
import { useTapPlacement } from './useTapPlacement';
import { zoneKeyboardCoordinates } from './zoneKeyboardCoordinates';

/** The words that differ between matching and grouping. */
export interface DragBoardWording {
  itemsHeading: string;
  zonesHeading: string;
  placedIn: (zone: string) => string;
  notPlaced: string;
}

export interface DragBoardProps {
  items: readonly LabelledItem[];
  zones: readonly LabelledItem[];
  /** Zone id per item id. */
  placement: Readonly<Record<string, string>>;
  /** Places an item on a zone, or clears it (null). */
  onPlace: (itemId: string, zoneId: string | null) => void;
  disabled: boolean;
  wording: DragBoardWording;
  /** Drawn under an item's row (its rationale). */
  renderAfterItem?: (itemId: string) => ReactNode;
  /** Whether the service judged an item's placement right (null or undefined: not judged). */
  resultOf?: (itemId: string) => boolean | null | undefined;
  /** The player's strings: English with the host's `strings` and `<MethodStrings>` merged over it. */
  strings: KindPlayerStrings;
}

/**
 * Items stay in one list (so focus never jumps) and reach zones three ways: dragged with a mouse
 * or a long press, dragged with the keyboard (Space, arrows, Space), or tapped (or clicked) and
 * then a zone tapped. Each row says where its item is and offers Clear.
 * Rendered state: `data-picking` on `.method-dnd` while a tapped item waits for a place; on each
 * `.method-dnd__row`, `data-placed="true|false"`, and `data-correct="true|false"` once judged.
 */
export function DragBoard({ items, zones, placement, onPlace, disabled, wording, renderAfterItem, resultOf, strings }: DragBoardProps) {
  const id = useId();
  const nodes = useRef(new Map<string, HTMLElement>());
  const [announcement, setAnnouncement] = useState('');
  // dnd-kit always renders a live region of its own; it goes in here, out of the accessibility tree, and the board's region speaks instead.
  const [quietRegion, setQuietRegion] = useState<HTMLElement | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, mouseSensorOptions),
    useSensor(TouchSensor, touchSensorOptions),
    useSensor(KeyboardDragSensor, { coordinateGetter: zoneKeyboardCoordinates }),
  );
  const zoneById = useMemo(() => new Map(zones.map((zone) => [zone.id, zone])), [zones]);
  const itemById = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const announcements = useMemo(
    () => dragAnnouncements((itemId) => itemById.get(String(itemId))?.label ?? null, (zoneId) => zoneById.get(String(zoneId))?.label ?? null, strings),
    [itemById, zoneById, strings],
  );
  // Focus without scrolling: after a tap on a zone far down a phone's page, the page stays where the finger is.
  const focusItem = (itemId: string) => nodes.current.get(itemId)?.focus({ preventScroll: true });
  const tap = useTapPlacement({
    labelOf: (itemId) => itemById.get(itemId)?.label ?? '',
    zoneLabelOf: (zoneId) => zoneById.get(zoneId)?.label ?? '',
    onPlace,
    announce: setAnnouncement,
    focusItem,
    strings,
  });
  const picked = disabled || tap.picked === null ? null : itemById.get(tap.picked) ?? null;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && zoneById.has(String(over.id))) onPlace(String(active.id), String(over.id));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && picked) tap.cancel();
  };
  const clear = (itemId: string) => {
    onPlace(itemId, null);
    nodes.current.get(itemId)?.focus();
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropZoneCollision}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: silentAnnouncements, container: quietRegion ?? undefined, screenReaderInstructions: { draggable: strings.dragInstructions } }}
    >
      <DragMonitor announcements={announcements} announce={setAnnouncement} onDragStart={tap.forget} />
      <div className="method-dnd" data-picking={picked ? 'true' : undefined} onKeyDown={onKeyDown}>
        <div className="method-dnd__pool">
          <p className="method-field__label" id={`${id}-items`}>{wording.itemsHeading}</p>
          <ul className="method-dnd__items" aria-labelledby={`${id}-items`}>
            {items.map((item) => {
              const zone = zoneById.get(placement[item.id] ?? '');
              const correct = resultOf?.(item.id);
              return (
                <li key={item.id} className="method-dnd__row" data-placed={zone ? 'true' : 'false'} data-correct={typeof correct === 'boolean' ? String(correct) : undefined}>
                  <DraggableItem
                    id={item.id}
                    label={item.label}
                    disabled={disabled}
                    picked={picked?.id === item.id}
                    onPick={() => tap.toggle(item.id)}
                    nodeRef={(node) => (node ? nodes.current.set(item.id, node) : nodes.current.delete(item.id))}
                    strings={strings}
                  />
                  <span className="method-field__hint">{zone ? wording.placedIn(zone.label) : wording.notPlaced}</span>
                  {zone && !disabled && (
                    <button type="button" className="method-button" data-variant="secondary" aria-label={strings.clearItem(item.label)} onClick={() => clear(item.id)}>
                      {strings.clear}
                    </button>
                  )}
                  {renderAfterItem?.(item.id)}
                </li>
              );
            })}
          </ul>
        </div>
        <div className="method-dnd__targets">
          <p className="method-field__label" id={`${id}-zones`}>{wording.zonesHeading}</p>
          {picked && <p className="method-field__hint method-dnd__choose">{strings.tapChoosePlace(picked.label)}</p>}
          <ul className="method-dnd__zones" aria-labelledby={`${id}-zones`}>
            {zones.map((zone) => (
              <DropZone
                key={zone.id}
                id={zone.id}
                label={zone.label}
                disabled={disabled}
                contents={items.filter((item) => placement[item.id] === zone.id).map((item) => item.label)}
                placeLabel={picked ? strings.tapPlaceOn({ label: picked.label, zone: zone.label }) : null}
                onPlace={() => tap.placeOn(zone.id)}
              />
            ))}
          </ul>
        </div>
        <p className="method-visually-hidden" role="status" aria-live="assertive" aria-atomic="true">{announcement}</p>
        <div hidden ref={setQuietRegion} />
      </div>
    </DndContext>
  );
}
