import { describe, expect, it } from "vitest";
import { toPlainText } from "./plain-text";

describe("toPlainText (SPEC §2 HTML sanitised)", () => {
  it("keeps plain text as it is", () => {
    expect(toPlainText("Beetroot, beans & dill")).toBe("Beetroot, beans & dill");
  });
  it("drops tags and scripts, keeps the words and decodes entities", () => {
    expect(
      toPlainText('<b>Crispy</b> <img src=x onerror="alert(1)">wings<script>alert(2)</script> &amp; dip'),
    ).toBe("Crispy wings & dip");
  });
  it("turns paragraphs and line breaks into new lines", () => {
    expect(toPlainText("<p>One</p><p>Two<br>Three</p>")).toBe("One\nTwo\nThree");
  });
});
