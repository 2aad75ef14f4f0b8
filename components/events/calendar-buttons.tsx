// "Add to calendar": Google Calendar and Outlook compose links, and an .ics file for the rest.
import { ExternalButton } from "@/components/ui/button";
import { CalendarPlus } from "@/components/ui/icons";
import { type CalendarEvent, googleCalendarUrl, outlookCalendarUrl } from "@/lib/events/calendar";
import { IcsDownloadButton } from "./ics-download-button";

export function CalendarButtons({
  event,
  fileName,
  labels,
  className,
}: {
  event: CalendarEvent;
  fileName: string;
  labels: { google: string; outlook: string; other: string };
  className: string;
}) {
  return (
    <div className={className}>
      <ExternalButton
        href={googleCalendarUrl(event)}
        variant="secondary"
        className="w-full sm:w-auto"
      >
        <CalendarPlus className="size-4" aria-hidden />
        {labels.google}
      </ExternalButton>
      <ExternalButton
        href={outlookCalendarUrl(event)}
        variant="secondary"
        className="w-full sm:w-auto"
      >
        <CalendarPlus className="size-4" aria-hidden />
        {labels.outlook}
      </ExternalButton>
      <IcsDownloadButton event={event} fileName={fileName} label={labels.other} />
    </div>
  );
}
