"use client";

import { buttonClasses } from "@/components/ui/button";
// "Other" calendar: builds the .ics file in the browser (DTSTAMP = the moment of the click) and
// hands it to the visitor as a download. Nothing is sent to a server.
import { CalendarPlus } from "@/components/ui/icons";
import { type CalendarEvent, ICS_MIME_TYPE, icsText } from "@/lib/events/calendar";

export function IcsDownloadButton({
  event,
  fileName,
  label,
}: {
  event: CalendarEvent;
  fileName: string;
  label: string;
}) {
  const download = () => {
    const blob = new Blob([icsText(event, { now: new Date() })], { type: ICS_MIME_TYPE });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoking at once can cancel the download in some browsers; a minute is plenty.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <button
      type="button"
      onClick={download}
      className={buttonClasses({ variant: "secondary", className: "w-full sm:w-auto" })}
    >
      <CalendarPlus className="size-4" aria-hidden />
      {label}
    </button>
  );
}
