"use client";

// The pipeline board: a column per status. A card moves by dragging it (mouse or touch), from the
// keyboard (its grip: Space, then the arrows between columns, Space again), or with its "Move to"
// menu. Every move is the lead page's change, sent with the status the card was seen in, so two
// people moving one card end in a conflict the second is told about, not a silent overwrite.
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toaster";
import { changeLeadAction } from "@/lib/actions/leads";
import { failureMessage, HttpError, runAction } from "@/lib/admin/client";
import type { LeadStatus } from "@/lib/validations/lead-status";
import { type BoardAdmin, CardBody, Column, type ShownCard, type ShownColumn } from "./column";

/** Left and right jump a whole column; up and down do nothing (the order within is the server's). */
const byColumn: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.code];
  if (step === undefined) {
    if (event.code === "ArrowUp" || event.code === "ArrowDown") event.preventDefault();
    return currentCoordinates;
  }
  event.preventDefault();
  const card = context.collisionRect;
  if (!card) return currentCoordinates;
  const columns = [...context.droppableRects.entries()].sort(([, a], [, b]) => a.left - b.left);
  const middle = card.left + card.width / 2;
  // The column it is over; before the first collision is known, the one under its middle.
  const at = context.over
    ? columns.findIndex(([id]) => id === context.over?.id)
    : columns.findIndex(([, r]) => r.left <= middle && middle < r.left + r.width);
  const target = columns[Math.min(Math.max(at + step, 0), columns.length - 1)];
  if (!target) return currentCoordinates;
  const [, rect] = target;
  return {
    x: currentCoordinates.x + rect.left + rect.width / 2 - middle,
    y: currentCoordinates.y,
  };
};

function moved(columns: ShownColumn[], card: ShownCard, to: LeadStatus): ShownColumn[] {
  const value = card.valueCents ?? 0;
  return columns.map((c) => {
    if (c.status === card.status) {
      return {
        ...c,
        count: c.count - 1,
        valueCents: c.valueCents - value,
        cards: c.cards.filter((x) => x.id !== card.id),
      };
    }
    if (c.status === to) {
      return {
        ...c,
        count: c.count + 1,
        valueCents: c.valueCents + value,
        cards: [{ ...card, status: to }, ...c.cards],
      };
    }
    return c;
  });
}

export function PipelineBoard({
  initial,
  admins,
}: {
  initial: ShownColumn[];
  /** Who a card can be assigned to. */
  admins: BoardAdmin[];
}) {
  const router = useRouter();
  const [columns, setColumns] = useState(initial);
  const [dragging, setDragging] = useState<ShownCard | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A touch drags after a short press: a swipe still scrolls the columns.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: byColumn }),
  );
  const find = (id: string) => columns.flatMap((c) => c.cards).find((c) => c.id === id);

  async function move(card: ShownCard, to: LeadStatus) {
    if (card.status === to) return;
    const before = columns;
    setColumns(moved(columns, card, to));
    try {
      await runAction(() =>
        changeLeadAction({ leadId: card.id, change: { status: to, if_status: card.status } }),
      );
      toast({ title: `${card.name} moved to ${to}` });
    } catch (err) {
      setColumns(before);
      toast({
        title: "The card was not moved",
        description: failureMessage(err, "The move could not be saved. Please try again."),
        variant: "error",
      });
      // Someone else moved it: show the board as it is now.
      if (err instanceof HttpError && err.status === 409) router.refresh();
    }
  }

  async function assign(card: ShownCard, to: BoardAdmin | null) {
    const before = columns;
    const assignee = to ? { name: to.name, initials: to.initials } : null;
    setColumns(
      columns.map((c) => ({
        ...c,
        cards: c.cards.map((x) => (x.id === card.id ? { ...x, assignee } : x)),
      })),
    );
    try {
      await runAction(() =>
        changeLeadAction({ leadId: card.id, change: { assignee_id: to?.id ?? null } }),
      );
      toast({ title: to ? `${card.name} assigned to ${to.name}` : `${card.name} unassigned` });
    } catch (err) {
      setColumns(before);
      toast({
        title: "Not assigned",
        description: failureMessage(err, "The change could not be saved. Please try again."),
        variant: "error",
      });
    }
  }

  function start({ active }: DragStartEvent) {
    setDragging(find(String(active.id)) ?? null);
  }

  function end({ active, over }: DragEndEvent) {
    setDragging(null);
    const card = find(String(active.id));
    if (card && over) void move(card, over.id as LeadStatus);
  }

  const nameOf = (id: string | number) => find(String(id))?.name ?? "The card";
  return (
    <DndContext
      sensors={sensors}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            "To move this lead, press Space, then the left and right arrow keys to choose a column, and Space again to drop it there. Escape cancels.",
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${nameOf(active.id)} is over ${over.id}.`
              : `${nameOf(active.id)} is over no column.`,
          onDragEnd: ({ active, over }) =>
            over ? `${nameOf(active.id)} dropped in ${over.id}.` : `${nameOf(active.id)} put back.`,
          onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
        },
      }}
    >
      <div className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0">
        {columns.map((column) => (
          <Column
            key={column.status}
            column={column}
            onMove={move}
            onAssign={assign}
            admins={admins}
          />
        ))}
      </div>
      <DragOverlay>{dragging ? <CardBody card={dragging} overlay /> : null}</DragOverlay>
    </DndContext>
  );
}
