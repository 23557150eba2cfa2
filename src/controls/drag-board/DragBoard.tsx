import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import type { LabelledItem } from '../../model/types';
import type { PlayerStrings } from '../../strings/en';
import { dragAnnouncements } from './dragAnnouncements';
import { DraggableItem } from './DraggableItem';
import { dropZoneCollision } from './dropZoneCollision';
import { DropZone } from './DropZone';
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
  strings: PlayerStrings;
}

/**
 * Items stay in one list (so focus never jumps) and are dragged onto zones with a pointer or the
 * keyboard (Space, arrows, Space). Each row says where its item is and offers Clear.
 * Rendered state on each `.method-dnd__row`: `data-placed="true|false"`, and `data-correct="true|false"` once judged.
 */
export function DragBoard({ items, zones, placement, onPlace, disabled, wording, renderAfterItem, resultOf, strings }: DragBoardProps) {
  const id = useId();
  const nodes = useRef(new Map<string, HTMLElement>());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: zoneKeyboardCoordinates }),
  );
  const zoneById = useMemo(() => new Map(zones.map((zone) => [zone.id, zone])), [zones]);
  const announcements = useMemo(() => {
    const itemById = new Map(items.map((item) => [item.id, item.label]));
    return dragAnnouncements((itemId) => itemById.get(String(itemId)) ?? null, (zoneId) => zoneById.get(String(zoneId))?.label ?? null, strings);
  }, [items, zoneById, strings]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && zoneById.has(String(over.id))) onPlace(String(active.id), String(over.id));
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
      accessibility={{ announcements, screenReaderInstructions: { draggable: strings.dragInstructions } }}
    >
      <div className="method-dnd">
        <div className="method-dnd__pool">
          <p className="method-field__label" id={`${id}-items`}>{wording.itemsHeading}</p>
          <ul className="method-dnd__items" aria-labelledby={`${id}-items`}>
            {items.map((item) => {
              const zone = zoneById.get(placement[item.id] ?? '');
              const correct = resultOf?.(item.id);
              return (
                <li key={item.id} className="method-dnd__row" data-placed={zone ? 'true' : 'false'} data-correct={typeof correct === 'boolean' ? String(correct) : undefined}>
                  <DraggableItem id={item.id} label={item.label} disabled={disabled} nodeRef={(node) => (node ? nodes.current.set(item.id, node) : nodes.current.delete(item.id))} strings={strings} />
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
          <ul className="method-dnd__zones" aria-labelledby={`${id}-zones`}>
            {zones.map((zone) => (
              <DropZone key={zone.id} id={zone.id} label={zone.label} disabled={disabled} contents={items.filter((item) => placement[item.id] === zone.id).map((item) => item.label)} />
            ))}
          </ul>
        </div>
      </div>
    </DndContext>
  );
}
