/** An xAPI 1.0.3 Agent (cmi5 launches name one by `account`). */
export interface XapiAgent {
  objectType?: 'Agent';
  name?: string;
  mbox?: string;
  mbox_sha1sum?: string;
  openid?: string;
  account?: { homePage: string; name: string };
}

/** A language map (`{ "en-US": "completed" }`). */
export type LanguageMap = Readonly<Record<string, string>>;

/** An xAPI 1.0.3 Activity object (course, phase, block or question). */
export interface XapiActivity {
  objectType: 'Activity';
  id: string;
  definition?: {
    type?: string;
    name?: LanguageMap;
    interactionType?: InteractionType;
  };
}

/** The xAPI 1.0.3 interaction types this entry produces. */
export type InteractionType = 'choice' | 'matching' | 'likert' | 'fill-in' | 'long-fill-in' | 'other';

/** An xAPI 1.0.3 statement result: score, success, completion, response, duration. */
export interface XapiResult {
  score?: { scaled?: number; raw?: number; min?: number; max?: number };
  success?: boolean;
  completion?: boolean;
  response?: string;
  /** ISO 8601 duration, e.g. `PT1M30S`. */
  duration?: string;
  extensions?: Readonly<Record<string, unknown>>;
}

/** An xAPI 1.0.3 statement's context activities (parent, grouping, category). */
export interface XapiContextActivities {
  parent?: XapiActivity[];
  grouping?: XapiActivity[];
  category?: XapiActivity[];
  other?: XapiActivity[];
}

/** An xAPI 1.0.3 statement context: registration, context activities, extensions. */
export interface XapiContext {
  registration?: string;
  contextActivities?: XapiContextActivities;
  platform?: string;
  language?: string;
  extensions?: Record<string, unknown>;
}

/** An xAPI 1.0.3 statement as this entry sends it (the LRS adds `stored`, `authority`, `version`). */
export interface XapiStatement {
  id: string;
  actor: XapiAgent;
  verb: { id: string; display: LanguageMap };
  object: XapiActivity;
  result?: XapiResult;
  context: XapiContext;
  /** UTC, ISO 8601. */
  timestamp: string;
}
