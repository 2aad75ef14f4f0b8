"use client";

// One status of the pipeline board: its count and value, and its cards.
import { useDraggable, useDroppable } from "@dnd-kit/core";
import Link from "next/link";
import { MoreVertical } from "@/components/ui/icons";
import type { BoardColumn } from "@/lib/db/queries/pipeline-board";
import { cn } from "@/lib/utils/cn";
import { formatUsd } from "@/lib/utils/money";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/validations/lead-status";

export type ShownCard = {
  id: string;
  name: string;
  company: string | null;
  valueCents: number | null;
  status: LeadStatus;
  /** The next follow-up as the agency's calendar shows it, and whether it is past. */
  followUp: { label: string; due: boolean } | null;
  /** Who works it: their name and initials (null: nobody yet). */
  assignee: { name: string; initials: string } | null;
};

export type ShownColumn = Omit<BoardColumn, "cards"> & { cards: ShownCard[] };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const menuClass = "h-8 w-full min-w-0 rounded-lg border border-line bg-white px-2 text-xs text-ink";

export type CardActions = {
  onMove: (card: ShownCard, to: LeadStatus) => void;
  onAssign: (card: ShownCard, to: BoardAdmin | null) => void;
  admins: BoardAdmin[];
};
export type BoardAdmin = { id: string; name: string; initials: string };

export function Column({ column, ...actions }: { column: ShownColumn } & CardActions) {
  const { setNodeRef, isOver } = useDroppable({ id: column.status });
  const headingId = `board-${column.status.replace(/\s+/g, "-").toLowerCase()}`;
  const hidden = column.count - column.cards.length;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cn(
        "flex w-[85vw] max-w-xs shrink-0 snap-start flex-col rounded-card border bg-surface p-3 sm:w-72 xl:w-auto xl:min-w-0 xl:max-w-none xl:flex-1",
        isOver ? "border-brand-500 ring-2 ring-brand-200" : "border-line",
      )}
    >
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        {column.status}
      </h2>
      <p className="text-xs text-muted">
        {plural(column.count, "lead")} · {formatUsd(column.valueCents)}
      </p>
      <ul
        className="mt-3 flex min-h-24 flex-1 flex-col gap-2"
        aria-label={`${column.status} leads`}
      >
        {column.cards.map((card) => (
          <li key={card.id}>
            <DraggableCard card={card} {...actions} />
          </li>
        ))}
        {column.cards.length === 0 ? (
          <li className="rounded-xl border border-dashed border-line p-3 text-center text-xs text-muted">
            No leads
          </li>
        ) : null}
      </ul>
      {hidden > 0 ? (
        <Link
          href={`/admin?status=${encodeURIComponent(column.status)}`}
          className="mt-2 text-xs font-semibold text-brand-700 underline"
        >
          {plural(hidden, "more lead")} in the inbox
        </Link>
      ) : null}
    </section>
  );
}

function DraggableCard({ card, onMove, onAssign, admins }: { card: ShownCard } & CardActions) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: card.id,
  });
  return (
    // The whole card drags with a mouse or a finger; the keyboard starts from the grip.
    <article
      ref={setNodeRef}
      {...listeners}
      aria-label={card.name}
      className={cn(isDragging && "opacity-40")}
    >
      <CardBody
        card={card}
        grip={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            aria-label={`Drag ${card.name}`}
            className="-ml-1 rounded p-0.5 text-muted hover:text-ink focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <MoreVertical className="size-4" aria-hidden />
          </button>
        }
        menu={
          <div className="mt-2 grid gap-1.5">
            <select
              aria-label={`Move ${card.name} to`}
              value=""
              onChange={(e) => onMove(card, e.target.value as LeadStatus)}
              className={menuClass}
            >
              <option value="" disabled>
                Move to…
              </option>
              {LEAD_STATUSES.filter((s) => s !== card.status).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
            <select
              aria-label={`Assign ${card.name} to`}
              value=""
              onChange={(e) => onAssign(card, admins.find((a) => a.id === e.target.value) ?? null)}
              className={menuClass}
            >
              <option value="" disabled>
                Assign…
              </option>
              {card.assignee ? <option value="nobody">Nobody</option> : null}
              {admins
                .filter((a) => a.name !== card.assignee?.name)
                .map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.name}
                  </option>
                ))}
            </select>
          </div>
        }
      />
    </article>
  );
}

export function CardBody({
  card,
  grip,
  menu,
  overlay = false,
}: {
  card: ShownCard;
  grip?: React.ReactNode;
  menu?: React.ReactNode;
  overlay?: boolean;
}) {
  return (
    <div
      className={cn(
        "rounded-xl border border-line bg-white p-3 text-sm shadow-sm",
        overlay && "rotate-1 shadow-lg",
      )}
    >
      <div className="flex items-start gap-1.5">
        {grip}
        <div className="min-w-0 flex-1">
          <Link
            href={`/admin/leads/${card.id}`}
            className="block break-words font-semibold text-ink hover:underline"
          >
            {card.name}
          </Link>
          {card.company ? <p className="break-words text-xs text-muted">{card.company}</p> : null}
        </div>
        {card.assignee ? (
          <span
            title={`Assigned to ${card.assignee.name}`}
            className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-100 text-[0.65rem] font-bold text-brand-800"
          >
            <span aria-hidden>{card.assignee.initials}</span>
            <span className="sr-only">Assigned to {card.assignee.name}</span>
          </span>
        ) : null}
      </div>
      {card.valueCents !== null || card.followUp ? (
        <p className="mt-1.5 flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
          {card.valueCents !== null ? (
            <span className="font-semibold tabular-nums text-ink">
              {formatUsd(card.valueCents)}
            </span>
          ) : null}
          {card.followUp ? (
            <span className={cn(card.followUp.due ? "font-semibold text-amber-700" : "text-muted")}>
              Follow up {card.followUp.label}
            </span>
          ) : null}
        </p>
      ) : null}
      {menu}
    </div>
  );
}
