import { describe, expect, it } from "vitest";
import { shortEventDate, workshop } from "@/content/workshop";
import {
  countdownTo,
  isCountdownOver,
  msUntil,
  padUnit,
  splitDuration,
  ZERO_COUNTDOWN,
} from "@/lib/events/countdown";
import { fillPhaseCopy, msUntilNextPhase } from "@/lib/events/phase";
import {
  workshopPhase,
  workshopScheduleLabels,
  workshopTimes,
  workshopWhen,
} from "@/lib/events/workshop";
import { scheduleLabels, zonedInstant } from "@/lib/utils/time";

const CHICAGO = "America/Chicago";
const at = (iso: string) => new Date(iso);

describe("the workshop's start and end", () => {
  it("are 4 Sep 2025 11:30 to 12:30 in Chicago, which is daylight time (UTC-5)", () => {
    const { start, end } = workshopTimes();
    expect(start.toISOString()).toBe("2025-09-04T16:30:00.000Z");
    expect(end.toISOString()).toBe("2025-09-04T17:30:00.000Z");
    expect(workshop.timeZone).toBe(CHICAGO);
  });

  it("reads as Thursday, 11:30 AM to 12:30 PM CT, one hour", () => {
    expect(workshopScheduleLabels()).toEqual({
      date: "Thursday, September 4, 2025",
      time: "11:30 AM – 12:30 PM CT",
      startTime: "11:30 AM CT",
      duration: "1 hour",
    });
  });

  it("follows the zone's rules rather than a fixed offset: 11:30 in December is UTC-6", () => {
    expect(zonedInstant("2025-12-04T11:30", CHICAGO).toISOString()).toBe(
      "2025-12-04T17:30:00.000Z",
    );
    expect(zonedInstant("2025-09-04T11:30:15", CHICAGO).toISOString()).toBe(
      "2025-09-04T16:30:15.000Z",
    );
  });

  it("rejects malformed times and unknown zones instead of guessing", () => {
    expect(() => zonedInstant("4 Sep 2025 11:30", CHICAGO)).toThrow(/local date-time/);
    expect(() => zonedInstant("2025-09-04T11:30", "America/Nowhere")).toThrow(/time zone/);
  });

  it("labels other lengths in hours or minutes", () => {
    const start = at("2025-09-04T16:30:00Z");
    expect(scheduleLabels({ start, end: at("2025-09-04T18:30:00Z") }, CHICAGO, "CT").duration).toBe(
      "2 hours",
    );
    expect(scheduleLabels({ start, end: at("2025-09-04T18:00:00Z") }, CHICAGO, "CT").duration).toBe(
      "90 minutes",
    );
  });
});

describe("countdown before the event", () => {
  const { start } = workshopTimes();

  it("shows days, hours, minutes and seconds left (1 Sep 2025, noon CT)", () => {
    expect(countdownTo(start, at("2025-09-01T12:00:00-05:00"))).toEqual({
      days: 2,
      hours: 23,
      minutes: 30,
      seconds: 0,
    });
  });

  it("falls by one second per second, dropping partial seconds", () => {
    expect(countdownTo(start, at("2025-09-01T12:00:01-05:00"))).toEqual({
      days: 2,
      hours: 23,
      minutes: 29,
      seconds: 59,
    });
    expect(countdownTo(start, at("2025-09-01T12:00:00.400-05:00")).seconds).toBe(59);
  });

  it("is not over with half a second to go, though every unit already reads zero", () => {
    const now = start.getTime() - 500;
    expect(countdownTo(start, now)).toEqual(ZERO_COUNTDOWN);
    expect(isCountdownOver(start, now)).toBe(false);
  });
});

describe("countdown at and after the event", () => {
  const { start } = workshopTimes();

  it("stops at zeros exactly at the start", () => {
    expect(countdownTo(start, start)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(isCountdownOver(start, start)).toBe(true);
  });

  it("stays at zeros afterwards, never negative", () => {
    for (const now of ["2025-09-04T16:30:01Z", "2025-09-05T00:00:00Z", "2026-11-20T10:00:00Z"]) {
      expect(countdownTo(start, at(now))).toEqual(ZERO_COUNTDOWN);
      expect(isCountdownOver(start, at(now))).toBe(true);
      expect(msUntil(start, at(now))).toBe(0);
    }
  });
});

describe("countdown across a daylight-saving change", () => {
  it("counts real time: from 1 Mar (CST) the same wall time on 4 Sep is an hour short of 187 days", () => {
    const { start } = workshopTimes();
    const now = zonedInstant("2025-03-01T11:30", CHICAGO);
    expect(countdownTo(start, now)).toEqual({ days: 186, hours: 23, minutes: 0, seconds: 0 });
  });

  it("counts the extra hour when clocks fall back (2 Nov 2025)", () => {
    const target = zonedInstant("2025-11-03T12:00", CHICAGO); // CST
    const now = zonedInstant("2025-11-01T12:00", CHICAGO); // CDT
    expect(countdownTo(target, now)).toEqual({ days: 2, hours: 1, minutes: 0, seconds: 0 });
  });

  it("never jumps when clocks spring forward (9 Mar 2025, 2:00 CST to 3:00 CDT)", () => {
    const target = zonedInstant("2025-03-09T12:00", CHICAGO);
    const before = countdownTo(target, at("2025-03-09T07:59:59Z")); // 1:59:59 CST
    const after = countdownTo(target, at("2025-03-09T08:00:00Z")); // 3:00:00 CDT
    expect(before).toEqual({ days: 0, hours: 9, minutes: 0, seconds: 1 });
    expect(after).toEqual({ days: 0, hours: 9, minutes: 0, seconds: 0 });
  });
});

describe("display of each unit", () => {
  it("pads to two digits", () => {
    expect(padUnit(0)).toBe("00");
    expect(padUnit(7)).toBe("07");
    expect(padUnit(59)).toBe("59");
  });

  it("keeps three-digit day counts whole", () => {
    expect(padUnit(splitDuration(123 * 86_400_000).days)).toBe("123");
  });

  it("treats a negative duration as zero", () => {
    expect(splitDuration(-5000)).toEqual(ZERO_COUNTDOWN);
  });
});

describe("one-line summary for the chat assistant", () => {
  it("names the day, the time in CT and that it is online, before the event", () => {
    expect(workshopWhen(Date.parse("2025-09-01T12:00:00-05:00"))).toBe(
      "Thursday, September 4, 2025, 11:30 AM – 12:30 PM CT, live online",
    );
  });

  it("says it was recorded once the event is over", () => {
    expect(workshopWhen(Date.parse("2025-09-04T12:30:00-05:00"))).toBe(
      "recorded on Thursday, September 4, 2025, available on demand",
    );
  });
});

describe("the workshop's phase", () => {
  const at = (iso: string) => workshopPhase(Date.parse(iso));

  it("is upcoming until the start, live during the hour, past from its end", () => {
    expect(at("2025-09-04T11:29:59-05:00")).toBe("upcoming");
    expect(at("2025-09-04T11:30:00-05:00")).toBe("live");
    expect(at("2025-09-04T12:29:59-05:00")).toBe("live");
    expect(at("2025-09-04T12:30:00-05:00")).toBe("past");
    expect(at("2026-11-23T09:00:00-06:00")).toBe("past");
  });

  it("knows when it changes next, and that nothing changes once it is over", () => {
    const start = Date.parse("2025-09-04T11:30:00-05:00");
    const end = start + 3_600_000;
    expect(msUntilNextPhase(start - 1000, start, end)).toBe(1000);
    expect(msUntilNextPhase(start, start, end)).toBe(3_600_000);
    expect(msUntilNextPhase(end, start, end)).toBeNull();
  });

  it("fills the date into every phase's text", () => {
    expect(
      fillPhaseCopy(
        { upcoming: "On {date}", live: "Now", past: "Recorded on {date}" },
        {
          date: "Sep 4",
        },
      ),
    ).toEqual({ upcoming: "On Sep 4", live: "Now", past: "Recorded on Sep 4" });
  });

  it("gives buttons the event's short date", () => {
    expect(shortEventDate("2025-09-04T11:30")).toBe("Sep 4");
    expect(shortEventDate("2026-01-15T09:00")).toBe("Jan 15");
  });
});
