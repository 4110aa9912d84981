/** What the editor's «Historial» shows of a post's revisions (plain types, shared by server and browser). */
import type { RevisionLanguage } from "~/db/schema";
import type { PostStatus } from "./post-input";

export type RevisionReason = "save" | "publish" | "schedule" | "scheduled-publish" | "restore";

export type RevisionSummary = {
  id: number;
  version: number;
  createdAt: string;
  authorLabel: string;
  reason: RevisionReason;
  status: PostStatus;
  published: boolean;
  restoredFrom: number | null;
  /** The languages the revision has (Spanish always). */
  languages: Array<"es" | "en">;
};

export type Revision = RevisionSummary & { categoryId: number | null; tagIds: Array<number>; es: RevisionLanguage; en: RevisionLanguage | null };

