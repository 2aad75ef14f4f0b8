// Demo blog content, written to the database on first start (lib/seed.ts), one file per post in
// the order listed here. Author bios name the brand from configuration, so a renamed site seeds
// renamed demo content.
import { site } from "@/config/site";
import { afterHoursLeadCaptureAiChatAssistant } from "./after-hours-lead-capture-ai-chat-assistant";
import { aiContentWorkflowHumanReview } from "./ai-content-workflow-human-review";
import { aiDataPrivacyChecklistSmallBusiness } from "./ai-data-privacy-checklist-small-business";
import { aiLeadScoringSmallBusiness } from "./ai-lead-scoring-small-business";
import { aiVoiceAssistantsMissedCalls } from "./ai-voice-assistants-missed-calls";
import { connectCrmAndAccountingSoftware } from "./connect-crm-and-accounting-software";
import { crmHygieneChecklist } from "./crm-hygiene-checklist";
import { emailPersonalizationBeyondFirstName } from "./email-personalization-beyond-first-name";
import { firstAutomationsLocalServiceBusiness } from "./first-automations-local-service-business";
import { measureRoiAiAutomation90Days } from "./measure-roi-ai-automation-90-days";
import { replaceSaasWithCustomTools } from "./replace-saas-with-custom-tools";
import { seoVsGeoSmallBusiness } from "./seo-vs-geo-small-business";
import { speedToLeadFirstFiveMinutes } from "./speed-to-lead-first-five-minutes";
import type { SeedAuthor, SeedPost } from "./types";
import { zapierMakeOrCustomIntegration } from "./zapier-make-or-custom-integration";

export const seedAuthors: SeedAuthor[] = [
  {
    key: "priya-natarajan",
    name: "Priya Natarajan",
    avatar: null,
    bio: `Priya is co-founder and CTO of ${site.company}. She designs the AI assistants, integrations and custom software we build, with a focus on systems that are secure, reliable and easy to maintain.`,
  },
  {
    key: "marcus-reyes",
    name: site.consultantName,
    avatar: null,
    bio: `${site.consultantFirstName} is co-founder and COO of ${site.company}. After a decade running operations and marketing for service businesses, they now help owners turn daily headaches into practical automation plans.`,
  },
  {
    key: "jenna-cole",
    name: "Jenna Cole",
    avatar: null,
    bio: `Jenna is the AI content strategist at ${site.company}. She runs our smart blog program, pairing AI drafting with careful human editing so small businesses show up in search and in AI answers.`,
  },
];
export const seedPosts: SeedPost[] = [
  measureRoiAiAutomation90Days,
  afterHoursLeadCaptureAiChatAssistant,
  aiVoiceAssistantsMissedCalls,
  connectCrmAndAccountingSoftware,
  aiContentWorkflowHumanReview,
  firstAutomationsLocalServiceBusiness,
  replaceSaasWithCustomTools,
  aiLeadScoringSmallBusiness,
  zapierMakeOrCustomIntegration,
  seoVsGeoSmallBusiness,
  aiDataPrivacyChecklistSmallBusiness,
  emailPersonalizationBeyondFirstName,
  speedToLeadFirstFiveMinutes,
  crmHygieneChecklist,
];
