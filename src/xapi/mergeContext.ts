import type { XapiActivity, XapiContext, XapiContextActivities } from './types';

const LISTS = ['parent', 'grouping', 'category', 'other'] as const;

function mergeList(own: XapiActivity[] | undefined, template: XapiActivity[] | undefined): XapiActivity[] | undefined {
  if (!own && !template) return undefined;
  const merged = [...(template ?? [])];
  for (const item of own ?? []) if (!merged.some((kept) => kept.id === item.id)) merged.push(item);
  return merged;
}

/**
 * A statement's context with a cmi5 `contextTemplate` applied: the template's values are never
 * overwritten (cmi5 10.2.1), its activity lists are kept and the statement's own are added.
 */
export function mergeContext(own: XapiContext, template: XapiContext | undefined): XapiContext {
  if (!template) return own;
  const activities: XapiContextActivities = {};
  for (const list of LISTS) {
    const merged = mergeList(own.contextActivities?.[list], template.contextActivities?.[list]);
    if (merged) activities[list] = merged;
  }
  const extensions = own.extensions || template.extensions ? { ...own.extensions, ...template.extensions } : undefined;
  return {
    ...own,
    ...template,
    ...(Object.keys(activities).length > 0 ? { contextActivities: activities } : {}),
    ...(extensions ? { extensions } : {}),
  };
}
