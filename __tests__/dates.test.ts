import { formatLongDate } from "../src/shared/dates";
import { formatLongDateIn } from "../src/shared/dates-in-language";

const intl = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const DAY_MS = 24 * 60 * 60 * 1000;

describe("formatLongDate", () => {
  it("prints the long pt-BR date", () => {
    expect(formatLongDate("2025-01-15")).toBe("15 de janeiro de 2025");
    expect(formatLongDate("2024-03-01")).toBe("1 de março de 2024");
  });

  it("prints what Intl prints in pt-BR for every day from 2020 to 2030", () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2020, 0, 1); time <= Date.UTC(2030, 11, 31); time += DAY_MS) {
      const day = new Date(time).toISOString().slice(0, 10);
      if (formatLongDate(day) !== intl.format(new Date(time))) mismatches.push(day);
    }
    expect(mismatches).toEqual([]);
  });

  it("reads timestamps in UTC, so every visitor sees the day the server printed", () => {
    expect(formatLongDate("2024-06-30T23:30:00-03:00")).toBe("1 de julho de 2024");
    expect(formatLongDate("2024-06-30T23:30:00Z")).toBe("30 de junho de 2024");
  });

  it("returns null for a value that is not a date", () => {
    expect(formatLongDate("ontem")).toBeNull();
    expect(formatLongDate("")).toBeNull();
  });
});

describe("formatLongDateIn", () => {
  it("writes Portuguese as formatLongDate does, another language by Intl, and null for no date", () => {
    expect(formatLongDateIn("pt-BR", "2025-01-15")).toBe("15 de janeiro de 2025");
    expect(formatLongDateIn("en", "2025-01-15")).toBe("January 15, 2025");
    expect(formatLongDateIn("es", "2025-01-15")).toBe("15 de enero de 2025");
    expect(formatLongDateIn("en", "not a date")).toBeNull();
  });
});
