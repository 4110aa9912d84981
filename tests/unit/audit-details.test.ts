import { describe, expect, test } from "vitest";
import { detailText } from "~/components/admin/audit-details";

describe("the «Bitácora» detail line", () => {
  test("names the language version a newsletter or a publication speaks of", () => {
    expect(detailText("newsletter.campaign_sent", { campaignId: "x", language: "en" })).toBe("versión en inglés");
    expect(detailText("post.published", { status: "published", scheduled: true, languages: ["es", "en"] })).toBe("estado: publicado · versiones en español e inglés");
    expect(detailText("post.published", { status: "published", languages: ["es"] })).toBe("estado: publicado · versión en español");
    expect(detailText("post.published", { languages: ["fr"] })).toBeNull();
  });
  test("counts as in Mexico", () => {
    expect(detailText("newsletter.subscribers_exported", { rows: 1234, status: "active" })).toBe("1,234 registros");
  });
});
