import { describe, expect, it } from "vitest";
import type { Offert } from "@tablewise/domain/contract/homepage";
import { buildOffertDetails, buildOffertSections, companyCodeLabel, partyName } from "./offert-text";

const offert: Offert = {
  cafe_name: "Kashtan Bistro",
  company_type: "ТОВ",
  company_name: "Каштан Бар",
  company_code: "43817265",
  company_address: "01054, м. Київ, вул. Ярославів Вал, 14",
  company_phone: "+380 67 482 19 05",
};

describe("SPEC §1 public offer text", () => {
  it("names the party the way a Ukrainian contract does", () => {
    expect(partyName(offert)).toBe("ТОВ «Каштан Бар»");
    expect(partyName({ company_type: "ФОП", company_name: "Коваленко Олена Петрівна" })).toBe(
      "ФОП Коваленко Олена Петрівна",
    );
    expect(partyName({ company_type: "ТОВ", company_name: "ТОВ «Демо Бістро»" })).toBe("ТОВ «Демо Бістро»");
  });
  it("labels the code by the kind of company", () => {
    expect(companyCodeLabel("ФОП")).toBe("РНОКПП");
    expect(companyCodeLabel("ТОВ")).toBe("Код ЄДРПОУ");
  });
  it("fills the venue and company into the text and the details", () => {
    const text = buildOffertSections(offert)
      .flatMap((s) => [s.title, ...s.paragraphs])
      .join("\n");
    expect(text).toContain("ТОВ «Каштан Бар» (далі — Виконавець)");
    expect(text).toContain("закладу «Kashtan Bistro»");
    expect(buildOffertSections(offert).map((s) => s.title)).toContain(
      "6. Скасування замовлення та повернення коштів",
    );
    expect(buildOffertDetails(offert)).toContainEqual(["Код ЄДРПОУ", "43817265"]);
    expect(buildOffertDetails(offert)).toContainEqual(["Телефон", "+380 67 482 19 05"]);
  });
});
