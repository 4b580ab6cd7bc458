"use client";

import { type DragEvent, useState } from "react";

export interface CardDrag {
  /** Another card is being dragged over this one. */
  over: boolean;
  onDragStart(event: DragEvent<HTMLElement>): void;
  onDragEnd(): void;
  onDragOver(event: DragEvent<HTMLElement>): void;
  onDrop(event: DragEvent<HTMLElement>): void;
}

/** Reordering cards by dragging one onto another: the handlers of each card, by its id. */
export function useCardDrag(onDrop: (draggedId: string, targetId: string) => void) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  function end() {
    setDragging(null);
    setOver(null);
  }
  return (id: string): CardDrag => ({
    over: over === id && dragging !== id,
    onDragStart(event) {
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", id);
      setDragging(id);
    },
    onDragEnd: end,
    onDragOver(event) {
      if (!dragging) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setOver(id);
    },
    onDrop(event) {
      if (!dragging) return;
      event.preventDefault();
      if (dragging !== id) onDrop(dragging, id);
      end();
    },
  });
}
