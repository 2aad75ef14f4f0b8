// The chat trusts no answer it fetched: what does not match the endpoint's schema is refused.
import { describe, expect, it } from "vitest";
import {
  chatKnowledgeSchema,
  llmResponseSchema,
  parsed,
  replySourceSchema,
} from "@/lib/validations/chat-responses";

const reply = {
  response: "Here is how we capture after-hours leads.",
  confidence: 0.8,
  reasoning: "",
  suggestedActions: [],
  fallbackUsed: false,
  sources: [{ title: "After-hours lead capture", url: "/blog/after-hours-lead-capture" }],
};

describe("the chat's parsing of answers", () => {
  it("takes a well-formed reply as it is", () => {
    expect(parsed(llmResponseSchema, reply)).toEqual(reply);
  });

  it("refuses a reply missing a field, with more than three sources, or linking off the site", () => {
    const { confidence: _c, ...missing } = reply;
    expect(parsed(llmResponseSchema, missing)).toBeNull();
    expect(
      parsed(llmResponseSchema, { ...reply, sources: Array(4).fill(reply.sources[0]) }),
    ).toBeNull();
    for (const url of ["https://evil.example/blog/x", "/admin/leads", "//evil.example/blog/x"]) {
      expect(parsed(replySourceSchema, { title: "x", url })).toBeNull();
    }
  });

  it("reads the knowledge with or without the business hours", () => {
    const knowledge = {
      brand: {
        company: "Bluebonnet Labs",
        consultantName: "Marcus",
        services: [],
        priceSummary: "",
      },
      suggestions: [],
    };
    expect(parsed(chatKnowledgeSchema, knowledge)).toEqual(knowledge);
    expect(
      parsed(chatKnowledgeSchema, { ...knowledge, brand: { ...knowledge.brand, replyPromise: 5 } }),
    ).toBeNull();
  });
});
